import type { RequestHandler } from 'express';

/** Every /sandbox-api path when the server does not run as a sandbox: refused, as a real issuer would. */
export const sandboxToolsOff: RequestHandler = (_request, response) => {
  response.status(403).json({
    errorCode: 'sandboxToolsDisabled',
    errorMessage: 'The sandbox tools are turned off on this server.',
  });
};
