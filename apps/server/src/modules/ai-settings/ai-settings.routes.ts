import {
  SETTINGS_MSG,
  zCompleteSetupRequest,
  zFindOrganizationProfileRequest,
  zFindPhrasesRequest,
  zReplacePhrasesRequest,
  zUpdateOrganizationProfileRequest,
  zUpdateOrganizationRequest,
} from '@voyce/contracts/settings';
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
    defineRoute({
      method: 'POST',
      url: '/findOrganizationProfile',
      access: 'leader',
      input: zFindOrganizationProfileRequest,
      summary: "The organisation's AI profile: about us, goals (triple-pipe), writing sample, setup flag",
      handler: (_b, ctx) => svc.findProfile(ctx.auth!),
    }),
    defineRoute({
      method: 'POST',
      url: '/updateOrganizationProfile',
      access: 'leader',
      input: zUpdateOrganizationProfileRequest,
      summary: 'Save about us, goals and/or the writing sample (each may be saved alone)',
      handler: async (b, ctx) => new WithMessage(await svc.updateProfile(ctx.auth!, b.entity), profileMessage(b.entity)),
    }),
    defineRoute({
      method: 'POST',
      url: '/updateOrganization',
      access: 'leader',
      input: zUpdateOrganizationRequest,
      summary: 'Rename the organisation (company profile)',
      handler: async (b, ctx) => new WithMessage(await svc.updateOrganization(ctx.auth!, b.entity), SETTINGS_MSG.saved),
    }),
    defineRoute({
      method: 'POST',
      url: '/completeSetup',
      access: 'leader',
      input: zCompleteSetupRequest,
      summary: 'Mark the organisation set up (its admins stop landing on /setup)',
      handler: (_b, ctx) => svc.completeSetup(ctx.auth!),
    }),
    defineRoute({
      method: 'POST',
      url: '/findPhrases',
      access: 'leader',
      input: zFindPhrasesRequest,
      summary: 'Topic priority phrases by name (positive: higher, negative: lower)',
      handler: (b, ctx) => svc.findPhrases(ctx.auth!, b.filter.polarity),
    }),
    defineRoute({
      method: 'POST',
      url: '/replacePhrases',
      access: 'leader',
      input: zReplacePhrasesRequest,
      summary: "Replace the organisation's whole phrase list (both polarities)",
      handler: async (b, ctx) => new WithMessage(await svc.replacePhrases(ctx.auth!, b.phrases), SETTINGS_MSG.phrasesSaved),
    }),
  ];
}
