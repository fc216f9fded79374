export { LoginPage } from './login/login-page';
export { RegisterPage } from './register/register-page';
export { ForgetPage } from './forget/forget-page';
export { TrailPage } from './trail/trail-page';
