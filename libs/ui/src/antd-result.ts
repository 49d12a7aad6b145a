// antd's Result alone, for ResultScreen's import(): it belongs to antd's later module.
import { Result } from 'antd';

export default Result;
