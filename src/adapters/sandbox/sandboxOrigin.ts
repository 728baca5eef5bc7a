/** Where the app is served unless told otherwise (`npm start`): the sandbox's payment pages live there. */
export const DEFAULT_SANDBOX_ORIGIN = 'http://localhost:8080';
