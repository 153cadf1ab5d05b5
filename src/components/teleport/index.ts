export { TeleportScreen } from './teleport-screen';
