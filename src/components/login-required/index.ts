export { LoginRequired } from './login-required';
