import { projectorHandler } from '../../platform/projections/projector';
import { contactSearchProjection } from './contact-search.projection';

/** The contacts' search words, from the table's stream (platform/projectors.ts). */
export const handler = projectorHandler(contactSearchProjection);
