import { EncryptionKey, ok } from '@app/contracts';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { answering } from '@/lib/route-schema.js';
import type { SealingService } from './sealing.service.js';

/** GET /wps/system/encryption/key: the key clients seal login and registration bodies to. */
export const sealingRoutes: FastifyPluginAsyncZod<{ sealing: SealingService }> = async (
  app,
  { sealing },
) => {
  app.get(
    '/wps/system/encryption/key',
    {
      config: { openDuringMaintenance: true },
      schema: answering(EncryptionKey),
    },
    async () => ok(await sealing.publicKey()),
  );
};
