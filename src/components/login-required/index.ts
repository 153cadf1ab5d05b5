export { LoginRequired } from './login-required';
export { withDinerLogin } from './with-diner-login';
