/**
 * Webhook receiver: verify signatures and stream verified, typed webhook events.
 *
 * @packageDocumentation
 */
export { signWebhookBody, verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER, } from './verify-webhook-signature.js';
export { WEBHOOK_EVENT_TYPES, WebhookDocumentSchema, WebhookEventSchema, } from './webhook-event.js';
export { webhookEvents, } from './webhook-events.js';
