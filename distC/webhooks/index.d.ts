/**
 * Webhook receiver: verify signatures and stream verified, typed webhook events.
 *
 * @packageDocumentation
 */
export { signWebhookBody, verifyWebhookSignature, WEBHOOK_SIGNATURE_HEADER, } from './verify-webhook-signature.js';
export { WEBHOOK_EVENT_TYPES, type WebhookDocument, WebhookDocumentSchema, type WebhookEvent, WebhookEventSchema, type WebhookEventType, } from './webhook-event.js';
export { type WebhookDeliveryInfo, type WebhookDeliveryOutcome, type WebhookEventsOptions, webhookEvents, } from './webhook-events.js';
