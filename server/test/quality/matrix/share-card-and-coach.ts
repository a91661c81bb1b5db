import { CARD_INPUT } from '../support/fixtures.js';
import { OWNED_OK, PUBLIC_OK, SIGNED_IN_OK, type Matrix } from '../support/cell.js';
import type { World } from '../support/world.js';

async function ownerCardIntact(world: World): Promise<void> {
  const row = await world.t.database.db.selectFrom('insta_cards').select(['user_id', 'name', 'image_path']).where('id', '=', world.daters.owner.cardId).executeTakeFirst();
  if (row?.user_id !== world.daters.owner.userId || row.name !== CARD_INPUT.name || !row.image_path) throw new Error("another dater changed the owner's card");
}

/** Shareable cards (owner-only writes, public reads by link) and the premium coach. */
export const cardsAndCoachMatrix: Matrix = {
  'GET /api/cards/mine': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/cards/mine' }) },
  'POST /api/cards': {
    expect: { anonymous: 401, other: 201, owner: 201, free: 201, premium: 201 },
    request: () => ({ path: '/api/cards', json: { ...CARD_INPUT, name: 'Another card' } }),
  },
  'PUT /api/cards/:cardId': {
    expect: OWNED_OK,
    // The owner's own edit keeps the name, so the check after "other" can tell who changed what.
    request: ({ subject, role }) => ({ path: `/api/cards/${subject.cardId}`, json: { ...CARD_INPUT, name: role === 'other' ? 'Hijacked' : CARD_INPUT.name } }),
    afterOther: ownerCardIntact,
  },
  'PUT /api/cards/:cardId/image': {
    expect: OWNED_OK,
    request: ({ subject, world }) => ({ path: `/api/cards/${subject.cardId}/image`, raw: { body: world.png, contentType: 'image/png' } }),
    afterOther: ownerCardIntact,
  },
  // Anyone with the link sees the owner's card, and nothing else about its owner.
  'GET /api/public/cards/:cardId': { expect: PUBLIC_OK, request: ({ world }) => ({ path: `/api/public/cards/${world.daters.owner.cardId}` }) },
  'GET /api/public/cards/:cardId/image.png': { expect: PUBLIC_OK, request: ({ world }) => ({ path: `/api/public/cards/${world.daters.owner.cardId}/image.png` }) },
  'GET /share/:cardId': { expect: PUBLIC_OK, request: ({ world }) => ({ path: `/share/${world.daters.owner.cardId}` }) },

  'GET /api/coach/conversation': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/coach/conversation' }) },
  'GET /api/coach/images/:messageId': { expect: OWNED_OK, request: ({ subject }) => ({ path: `/api/coach/images/${subject.coachImageMessageId}` }) },
  // Premium only: free daters (other and free) are refused before anything is saved.
  'POST /api/coach/messages': {
    expect: { anonymous: 401, other: 403, owner: 200, free: 403, premium: 200 },
    request: () => ({ path: '/api/coach/messages', json: { message: 'How do I open a conversation?', preset: 'dm-opener' } }),
  },
  // Last of the coach: it clears the conversation the cells above read.
  'DELETE /api/coach/conversation': { expect: SIGNED_IN_OK, request: () => ({ path: '/api/coach/conversation' }) },
};
