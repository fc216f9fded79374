export { LoginPage } from './login/login-page';
export { RegisterPage } from './register/register-page';
export { ForgetPage } from './forget/forget-page';
export { AuthSiteProvider, type AuthSite } from './site-context';
