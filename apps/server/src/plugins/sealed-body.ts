import { SEALED_BODY_HEADER, SEALED_BODY_SCHEME, SealedBody } from '@app/contracts';
import type { FastifyInstance, FastifyRequest, preValidationHookHandler } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.js';
import { asArray } from '../lib/route-hooks.js';
import { controlCharsError } from './errors.js';
import type { SealingService } from '../modules/sealing/index.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The body must come sealed (header `Encryption: x25519-aes256gcm-v1`, a SealedBody JSON);
     * it is opened before validation, so the route's schema checks the plaintext.
     */
    sealed?: boolean;
  }
}

const invalid = () => new AppError('sealed.body.invalid', { field: 'body' });

/** Opens the sealed bodies of routes with `config.sealed` (ARCHITECTURE "Wire contract"). */
export const sealedBodyPlugin = fp(
  function sealedBody(app: FastifyInstance, { sealing }: { sealing: SealingService }) {
    async function open(request: FastifyRequest): Promise<void> {
      const header = request.headers[SEALED_BODY_HEADER.toLowerCase()];
      if (header !== SEALED_BODY_SCHEME) throw invalid();
      const sealed = SealedBody.safeParse(request.body);
      if (!sealed.success) throw controlCharsError(sealed.error.issues) ?? invalid();
      // Bound to the path as the client requested it, so a body sealed for another route fails.
      const path = request.url.split('?', 1)[0] ?? request.url;
      request.body = await sealing.open(request.method, path, sealed.data);
    }
    // Only on the routes with sealed bodies, before their own preValidation hooks.
    app.addHook('onRoute', (route) => {
      if (!route.config?.sealed) return;
      const hook: preValidationHookHandler = (request, _reply, done) => {
        open(request).then(() => done(), done);
      };
      route.preValidation = [hook, ...asArray(route.preValidation)];
    });
  },
  { name: 'sealed-body' },
);
