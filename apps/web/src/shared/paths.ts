/** App paths more than one part of the app goes to (the route table holds every route). */
export const HOME_PATH = '/m/home';
export const LOGIN_PATH = '/m/login';
