// antd's first-screen module (scripts/web/antd-groups.ts), asked for by index.ts on its own: it is
// then evaluated as soon as its chunks arrive, in a task of its own, rather than together with
// libs/ui and the api-client once their last chunk is in.
import { ConfigProvider } from 'antd';

export { ConfigProvider };
