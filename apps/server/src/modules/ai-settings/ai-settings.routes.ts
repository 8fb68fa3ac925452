import { organizationEndpoints } from '@voyce/contracts/endpoints/organization';
import { SETTINGS_MSG } from '@voyce/contracts/settings';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { AiSettingsService } from './ai-settings.service.ts';

/** Which success message a profile save answers: the one of the field it saved. */
const profileMessage = (e: { goals?: string; writingSamples?: string; aboutUs?: string }) =>
  e.aboutUs === undefined && e.writingSamples === undefined
    ? SETTINGS_MSG.goalsSaved
    : e.aboutUs === undefined && e.goals === undefined
      ? SETTINGS_MSG.writingSamplesSaved
      : SETTINGS_MSG.saved;

/** Spec 2 §7: company profile, AI settings, phrases and the setup completion flag. */
export function aiSettingsRoutes(svc: AiSettingsService): RouteDef[] {
  return [
    defineRoute(organizationEndpoints.findOrganizationProfile, (_b, ctx) => svc.findProfile(ctx.auth)),
    defineRoute(
      organizationEndpoints.updateOrganizationProfile,
      async (b, ctx) => new WithMessage(await svc.updateProfile(ctx.auth, b.entity), profileMessage(b.entity)),
    ),
    defineRoute(
      organizationEndpoints.updateOrganization,
      async (b, ctx) => new WithMessage(await svc.updateOrganization(ctx.auth, b.entity), SETTINGS_MSG.saved),
    ),
    defineRoute(organizationEndpoints.completeSetup, (_b, ctx) => svc.completeSetup(ctx.auth)),
    defineRoute(organizationEndpoints.findPhrases, (b, ctx) => svc.findPhrases(ctx.auth, b.filter.polarity)),
    defineRoute(
      organizationEndpoints.replacePhrases,
      async (b, ctx) => new WithMessage(await svc.replacePhrases(ctx.auth, b.phrases), SETTINGS_MSG.phrasesSaved),
    ),
  ];
}
