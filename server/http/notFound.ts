import type { RequestHandler } from 'express';

/** Any path (or method) the contract does not list. */
export const notFound: RequestHandler = (_request, response) => {
  response.status(404).json({ errorCode: 'notFound', errorMessage: 'There is nothing at this path.' });
};
