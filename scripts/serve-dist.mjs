// Serves the production bundle on loopback, with the client routes falling back to index.html.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import express from 'express';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', 'dist');
const port = Number(process.env.PORT ?? 8080);

const app = express();
app.use(express.static(root, { index: false }));
app.use((_request, response) => response.sendFile(path.join(root, 'index.html')));
app.listen(port, '127.0.0.1', () => console.log(`Serving dist/ on http://127.0.0.1:${port}`));
