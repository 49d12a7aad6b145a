// antd's Dropdown alone, for LazyDropdown's import(): it belongs to antd's later module.
import { Dropdown } from 'antd';

export default Dropdown;
