import { exportJWK, generateKeyPair, importJWK, type CryptoKey, type JWK } from 'jose';
import type { Knex } from 'knex';

export const SIGNING_ALGORITHM = 'ES256';

export type SigningKey = Readonly<{ kid: string; privateKey: CryptoKey; publicKey: CryptoKey; publicJwk: JWK }>;

type KeyRow = { kid: string; private_jwk: JWK; public_jwk: JWK };

const toSigningKey = async (row: KeyRow): Promise<SigningKey> => ({
  kid: row.kid,
  privateKey: (await importJWK(row.private_jwk, SIGNING_ALGORITHM)) as CryptoKey,
  publicKey: (await importJWK(row.public_jwk, SIGNING_ALGORITHM)) as CryptoKey,
  publicJwk: { ...row.public_jwk, kid: row.kid, alg: SIGNING_ALGORITHM, use: 'sig' },
});

const KEY_LOCK = 7_342_002;

/**
 * The key pair is generated once and kept in the database, so restarts and sibling processes sign
 * and verify with the same key (tokens stay valid across a restart). Newest key signs; all verify.
 */
export const loadSigningKeys = async (db: Knex, newId: () => string, now: Date): Promise<SigningKey[]> => {
  const rows = await db.transaction(async (trx) => {
    await trx.raw('SELECT pg_advisory_xact_lock(?)', [KEY_LOCK]);
    const existing = await trx<KeyRow & { algorithm: string; created_at: Date }>('identity_signing_keys')
      .where({ algorithm: SIGNING_ALGORITHM })
      .orderBy('created_at', 'desc');
    if (existing.length > 0) return existing;
    const { privateKey, publicKey } = await generateKeyPair(SIGNING_ALGORITHM, { extractable: true });
    const row: KeyRow = { kid: newId(), private_jwk: await exportJWK(privateKey), public_jwk: await exportJWK(publicKey) };
    await trx('identity_signing_keys').insert({
      ...row,
      private_jwk: JSON.stringify(row.private_jwk),
      public_jwk: JSON.stringify(row.public_jwk),
      algorithm: SIGNING_ALGORITHM,
      created_at: now,
    });
    return [row];
  });
  return Promise.all(rows.map(toSigningKey));
};
