// antd's Modal alone, for ConfirmDialog's import(): it belongs to antd's later module.
import { Modal } from 'antd';

export default Modal;
