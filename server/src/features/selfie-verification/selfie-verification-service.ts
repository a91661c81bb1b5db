import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { SELFIE_GESTURES, SELFIE_REQUEST_MINUTES, SELFIE_TEXTS, type SelfieGesture, type SelfieRequest, type SelfieStatus } from '@kindred/contract';
import { readWhole, type Storage } from '../../adapters/storage/storage.js';
import { HttpError } from '../../http/error-handler.js';
import { reencodeImage, sniffImageFormat, UndecodableImageError } from '../images/image-format.js';
import type { SelfieVerificationRepository } from './selfie-verification-repository.js';

/** Selfies live in their own private folder, which /api/media never serves (media-routes.ts). */
export const SELFIE_FOLDER = 'selfies';
export const selfieKey = (userId: string, now: number) => `${SELFIE_FOLDER}/${userId}/selfie-${now}-${crypto.randomBytes(4).toString('hex')}.jpg`;

/** Where the dater fetches their own latest selfie; nobody else is answered there. */
export const OWN_SELFIE_URL = '/api/selfie-verification/photo';

/** A fair pick: crypto's, so the next gesture cannot be guessed from earlier ones. */
export const pickGesture = (): SelfieGesture => SELFIE_GESTURES[crypto.randomInt(SELFIE_GESTURES.length)] ?? 'thumb-up';

/**
 * The dater's side of "Selfie verified" (decision 042): ask for a gesture, send the photo that
 * copies it, and read where the check stands. The photo is re-encoded like a profile photo (no
 * EXIF, GPS or other metadata kept) and stored privately.
 */
export function createSelfieVerificationService(deps: {
  checks: SelfieVerificationRepository;
  storage: Storage;
  log: FastifyBaseLogger;
  /** Queues the optional vision pre-screen of a submitted check; absent without a provider. */
  onSubmitted?: (userId: string, checkId: string) => Promise<void>;
  now?: () => Date;
}) {
  const now = deps.now ?? (() => new Date());

  async function status(userId: string): Promise<SelfieStatus> {
    const { check, verifiedAt } = await deps.checks.latest(userId);
    if (verifiedAt) {
      return { state: 'approved', reason: null, submittedAt: check?.submitted_at?.toISOString() ?? null, decidedAt: verifiedAt.toISOString(), photoUrl: check?.photo_path ? OWN_SELFIE_URL : null };
    }
    // An approved check without the mark: the profile photo it was compared with has changed.
    if (check?.status === 'approved') return { state: 'none', reason: SELFIE_TEXTS.markEnded, submittedAt: null, decidedAt: null, photoUrl: null };
    if (!check || check.status === 'requested') return { state: 'none', reason: null, submittedAt: null, decidedAt: null, photoUrl: null };
    return {
      state: check.status,
      reason: check.status === 'rejected' ? check.reason : null,
      submittedAt: check.submitted_at?.toISOString() ?? null,
      decidedAt: check.decided_at?.toISOString() ?? null,
      photoUrl: check.photo_path ? OWN_SELFIE_URL : null,
    };
  }

  /** The state a new request or photo would clash with, as a 409 the dater can read. */
  async function refuseWhenSettled(userId: string): Promise<void> {
    const current = await status(userId);
    if (current.state === 'approved') throw new HttpError(409, SELFIE_TEXTS.alreadyVerified, 'SELFIE_ALREADY_VERIFIED');
    if (current.state === 'pending') throw new HttpError(409, SELFIE_TEXTS.alreadyPending, 'SELFIE_ALREADY_PENDING');
  }

  return {
    status,

    async request(userId: string): Promise<SelfieRequest> {
      await refuseWhenSettled(userId);
      const { profilePhoto } = await deps.checks.latest(userId);
      if (!profilePhoto) throw new HttpError(409, SELFIE_TEXTS.needsProfilePhoto, 'SELFIE_NEEDS_PROFILE_PHOTO');
      const at = now();
      await deps.checks.dropExpiredRequests(userId, at);
      const created = await deps.checks.createRequest(userId, pickGesture(), new Date(at.getTime() + SELFIE_REQUEST_MINUTES * 60_000));
      return { requestId: created.id, gesture: created.gesture as SelfieGesture, expiresAt: created.expires_at.toISOString() };
    },

    async submit(userId: string, requestId: string, data: Buffer): Promise<SelfieStatus> {
      const found = await deps.checks.request(userId, requestId);
      // Another dater's request id is as unknown as a made-up one.
      if (!found) throw new HttpError(404, 'Unknown selfie request.', 'SELFIE_REQUEST_NOT_FOUND');
      if (found.status !== 'requested') throw new HttpError(409, SELFIE_TEXTS.alreadyPending, 'SELFIE_ALREADY_SENT');
      if (found.expires_at.getTime() <= now().getTime()) throw new HttpError(410, SELFIE_TEXTS.expired, 'SELFIE_REQUEST_EXPIRED');
      await refuseWhenSettled(userId);
      if (!sniffImageFormat(data)) throw new HttpError(415, SELFIE_TEXTS.invalidImage, 'INVALID_IMAGE');
      let jpeg: Buffer;
      try {
        // Sized like a profile photo: the moderator compares the two side by side.
        jpeg = await reencodeImage(data, 'profile');
      } catch (error) {
        if (error instanceof UndecodableImageError) throw new HttpError(415, SELFIE_TEXTS.invalidImage, 'INVALID_IMAGE');
        throw error;
      }
      const key = selfieKey(userId, now().getTime());
      await deps.storage.put(key, jpeg, 'image/jpeg');
      const submitted = await deps.checks.submit(userId, requestId, key, now()).catch(async (error: unknown) => {
        await deps.storage.delete(key).catch(() => {});
        throw error;
      });
      if (!submitted) {
        // A second upload racing the first, or the request expiring meanwhile: the stored file is nobody's.
        await deps.storage.delete(key).catch(() => {});
        throw new HttpError(409, SELFIE_TEXTS.alreadyPending, 'SELFIE_ALREADY_SENT');
      }
      await deps.onSubmitted?.(userId, requestId).catch((error: unknown) => deps.log.warn({ err: error, userId }, 'could not queue the selfie pre-screen'));
      return status(userId);
    },

    /** The dater's own latest selfie, or null (a 404 for the route). */
    async ownPhoto(userId: string): Promise<Buffer | null> {
      const { check } = await deps.checks.latest(userId);
      if (!check?.photo_path) return null;
      const stored = await deps.storage.get(check.photo_path);
      return stored ? readWhole(stored) : null;
    },
  };
}

export type SelfieVerificationService = ReturnType<typeof createSelfieVerificationService>;
