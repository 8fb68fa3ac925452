import { ALERT_PHRASE_MSG } from '@voyce/contracts/alert-phrases';
import { organizationEndpoints } from '@voyce/contracts/endpoints/organization';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { AlertPhrasesService } from './alert-phrases.service.ts';

/** The organisation's alert phrases (AI settings). */
export function alertPhrasesRoutes(svc: AlertPhrasesService): RouteDef[] {
  return [
    defineRoute(organizationEndpoints.findAlertPhrases, (b, ctx) => svc.find(ctx.auth, b.filter.organizationId)),
    defineRoute(
      organizationEndpoints.createAlertPhrase,
      async (b, ctx) => new WithMessage(await svc.create(ctx.auth, b.entity), ALERT_PHRASE_MSG.added),
    ),
    defineRoute(
      organizationEndpoints.deleteAlertPhrase,
      async (b, ctx) => new WithMessage(await svc.remove(ctx.auth, b.filter.organizationId, b.filter.id), ALERT_PHRASE_MSG.removed),
    ),
  ];
}
