/*
 * The audit module's face to the others: staff changes write their audit entry in their own transaction
 * (decisions 051, 052), through this file rather than the repository.
 */
export { recordAudit } from './audit.repository.js';
