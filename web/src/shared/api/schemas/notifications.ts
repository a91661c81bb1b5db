// What the browser checks with from the contract's push.ts, as a module of its own (../contract-schemas).
export { notificationSettingsSchema, pushConfigSchema } from '../../../../../contract/src/api/notifications';
