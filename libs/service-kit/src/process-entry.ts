// What a process's main.ts needs before its server module loads. Nothing here loads grpc,
// express or mongoose, so telemetry can patch them first. Import as '@sonic-nexus/service-kit/main'.
export { runServiceProcess } from './run-process';
