export { Registration, type RegistrationProps, REGISTRATION_FAILED } from './Registration';
export { createRegistrationFlowApi, type RegistrationFlowApi, type Terms } from './api';
