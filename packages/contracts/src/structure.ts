import { preprocess, z } from './zod.ts';
import { zPaginationMeta } from './common.ts';
import { MSG, lessThanChars, minChars } from './messages.ts';
import { MEMBER_SEARCH_MAX_IDS, MEMBER_SEARCH_MAX_PAGE_SIZE } from './structure-limits.ts';

export { LOOKUP_CACHE_MS, MEMBER_SEARCH_MAX_IDS, MEMBER_SEARCH_MAX_PAGE_SIZE, MEMBER_SEARCH_PAGE_SIZE } from './structure-limits.ts';

/**
 * Organisation structure tags (spec 2 §2 structure tag pages, §3, §5, §7): departments,
 * department classifications, divisions, locations, business units (business entities) and
 * designations. Create calls take the fields flat with organizationId; update calls the same
 * plus id (a form submits as update when an id is present). Names are unique per organisation
 * ignoring case.
 */

export const STRUCTURE_NAME_MIN = 3;
export const STRUCTURE_NAME_MAX = 100;
export const DESCRIPTION_MAX = 250;

export const STRUCTURE_MSG = {
  nameRequired: MSG.fieldEmpty,
  nameMin: minChars(STRUCTURE_NAME_MIN),
  nameMax: lessThanChars(STRUCTURE_NAME_MAX),
  descriptionMax: lessThanChars(DESCRIPTION_MAX),
  /** Spec 2 §5 chooseAnOption. */
  chooseAnOption: 'Please choose an option',
  designationNameRequired: 'Designation name is required',
  countryMin: minChars(2),
  stateMin: minChars(2),
  timezoneMin: minChars(2),
  unknownCountry: 'Please choose a country from the list',
  unknownState: 'Please choose a state of the chosen country',
  unknownTimezone: 'Please choose a time zone from the list',
  unknownClassification: 'Department classification not found',
  unknownUser: 'User not found',
  /**
   * A new head or manager must be an active member who has not declined the invite;
   * someone invited and not registered yet may lead (right after an import, everyone is).
   */
  headNotActive: 'Choose someone who is active and has not declined their invite',
  /** People are not moved into a business unit that is switched off. */
  inactiveBusinessUnit: (name: string) => `Business Unit ${name} is inactive: activate it before assigning people to it`,
  nameTaken: (kind: StructureKind) => `${STRUCTURE_LABELS[kind]} with this name already exists`,
  notFound: (kind: StructureKind) => `${STRUCTURE_LABELS[kind]} not found`,
  saved: 'Saved',
} as const;

export const STRUCTURE_KINDS = ['department', 'division', 'location', 'businessUnit', 'designation'] as const;
export type StructureKind = (typeof STRUCTURE_KINDS)[number];
/** Singular labels: drawer titles ('Create Department', 'Edit Department') and messages. */
export const STRUCTURE_LABELS: Record<StructureKind, string> = {
  department: 'Department',
  division: 'Division',
  location: 'Location',
  businessUnit: 'Business Unit',
  designation: 'Designation',
};
/** Spec 2 §2: the add buttons. */
export const STRUCTURE_ADD_LABELS: Record<StructureKind, string> = {
  department: '+ Add Department',
  division: '+ Add Division',
  location: '+ Add Location',
  businessUnit: '+ Add Business Unit',
  designation: '+ Add Designation',
};
export const STRUCTURE_TAGS_LINE = 'These tags are used for better classification of insights.';

/** Spec 2 §8: fallbacks when a failed call carries no message. */
export const STRUCTURE_ERRORS = {
  errorFetchingDepartments: 'Error fetching departments',
  createDepartmentError: 'Error creating department',
  updateDepartmentError: 'Error updating department',
  errorFetchingDivisions: 'Error fetching divisions',
  createDivisionError: 'Error creating division',
  updateDivisionError: 'Error updating division',
  errorFetchingLocations: 'Error fetching locations',
  createLocationError: 'Error creating location',
  updateLocationError: 'Error updating location',
  errorFetchingBusinessUnits: 'Error fetching business units',
  createBusinessUnitError: 'Error creating business unit',
  updateBusinessUnitError: 'Error updating business unit',
  removeBusinessUnitError: 'Error updating business unit status',
  errorFetchingDesignations: 'Error fetching designations',
  createDesignationError: 'Error creating designation',
  updateDesignationError: 'Error updating designation',
  errorFetchingCountries: 'There was an error fetching the countries. Please try again later.',
  errorFetchingStates: 'There was an error fetching the states. Please try again later.',
} as const;

const zUuid = z.uuid({ error: 'Invalid id' });
/** A uuid picked from a list; an empty string (nothing chosen) means none. */
const zOptionalPick = preprocess((v) => (v === '' || v === null ? undefined : v), z.optional(zUuid));

export const zStructureName = z
  .string({ error: STRUCTURE_MSG.nameRequired })
  .check(
    z.trim(),
    z.minLength(1, STRUCTURE_MSG.nameRequired),
    z.minLength(STRUCTURE_NAME_MIN, STRUCTURE_MSG.nameMin),
    z.maxLength(STRUCTURE_NAME_MAX, STRUCTURE_MSG.nameMax),
  );
export const zDescription = z.string().check(z.trim(), z.maxLength(DESCRIPTION_MAX, STRUCTURE_MSG.descriptionMax));
const zOptionalDescription = z.pipe(
  z.nullish(zDescription),
  z.transform((v) => v ?? ''),
);

export const zOrganizationIdBody = z.strictObject({ organizationId: zUuid });
export const zOrganizationFilterBody = z.strictObject({ filter: z.strictObject({ organizationId: zUuid }) });

// ---- departments ----------------------------------------------------------------------

export const zDepartmentFields = z.object({
  name: zStructureName,
  description: zOptionalDescription,
  departmentClassificationId: z.uuid({ error: STRUCTURE_MSG.chooseAnOption }),
  department_head_id: zOptionalPick,
  department_manager_id: zOptionalPick,
});
export const zCreateDepartmentRequest = z.strictObject({ ...zDepartmentFields.shape, organizationId: zUuid });
export const zUpdateDepartmentRequest = z.strictObject({ ...zDepartmentFields.shape, id: zUuid, organizationId: zUuid });
export const zDepartment = z.object({
  id: z.string(),
  organizationId: z.string(),
  name: z.string(),
  description: z.string(),
  departmentClassificationId: z.nullable(z.string()),
  departmentClassificationName: z.nullable(z.string()),
  department_head_id: z.nullable(z.string()),
  department_manager_id: z.nullable(z.string()),
  /** Display names of head and manager (full name, else e-mail), for the table and its sorting. */
  department_head_name: z.nullable(z.string()),
  department_manager_name: z.nullable(z.string()),
  created_at: z.string(),
});
export type Department = z.infer<typeof zDepartment>;
/** /fetchDepartments {organizationId} -> data.entity (spec 2 §7), by name. */
export const zFetchDepartmentsRequest = zOrganizationIdBody;
export const zFetchDepartmentsResponse = z.object({ entity: z.array(zDepartment) });
export const zDepartmentResponse = z.object({ entity: zDepartment });

export const zDepartmentClassification = z.object({ id: z.string(), name: z.string(), organizationId: z.string() });
export type DepartmentClassification = z.infer<typeof zDepartmentClassification>;
/** /findDepartmentClassifications {filter:{organizationId}} -> entities, by name. */
export const zFindDepartmentClassificationsRequest = zOrganizationFilterBody;
export const zFindDepartmentClassificationsResponse = z.object({ entities: z.array(zDepartmentClassification) });

// ---- divisions --------------------------------------------------------------------------

export const zDivisionFields = z.object({ name: zStructureName, description: zOptionalDescription });
export const zCreateDivisionRequest = z.strictObject({ ...zDivisionFields.shape, organizationId: zUuid });
export const zUpdateDivisionRequest = z.strictObject({ ...zDivisionFields.shape, id: zUuid, organizationId: zUuid });
export const zDivision = z.object({
  id: z.string(),
  organizationId: z.string(),
  name: z.string(),
  description: z.string(),
  created_at: z.string(),
});
export type Division = z.infer<typeof zDivision>;
export const zFetchDivisionsRequest = zOrganizationIdBody;
export const zFetchDivisionsResponse = z.object({ entity: z.array(zDivision) });
export const zDivisionResponse = z.object({ entity: zDivision });

// ---- designations -----------------------------------------------------------------------

export const zDesignationFields = z.object({
  name: z
    .string({ error: STRUCTURE_MSG.designationNameRequired })
    .check(
      z.trim(),
      z.minLength(1, STRUCTURE_MSG.designationNameRequired),
      z.minLength(STRUCTURE_NAME_MIN, STRUCTURE_MSG.nameMin),
      z.maxLength(STRUCTURE_NAME_MAX, STRUCTURE_MSG.nameMax),
    ),
  description: zOptionalDescription,
});
export const zCreateDesignationRequest = z.strictObject({ ...zDesignationFields.shape, organizationId: zUuid });
export const zUpdateDesignationRequest = z.strictObject({ ...zDesignationFields.shape, id: zUuid, organizationId: zUuid });
export const zDesignation = zDivision;
export type Designation = z.infer<typeof zDesignation>;
export const zFetchDesignationsRequest = zOrganizationIdBody;
/** Spec 2 §7: "designations in entity". */
export const zFetchDesignationsResponse = z.object({ entity: z.array(zDesignation) });
export const zDesignationResponse = z.object({ entity: zDesignation });

// ---- business units (business entities) ----------------------------------------------

export const zBusinessUnitFields = z.object({ name: zStructureName, description: zOptionalDescription });
export const zCreateBusinessEntityRequest = z.strictObject({ ...zBusinessUnitFields.shape, organizationId: zUuid });
export const zUpdateBusinessEntityRequest = z.strictObject({ ...zBusinessUnitFields.shape, id: zUuid, organizationId: zUuid });
export const zBusinessUnit = z.object({
  id: z.string(),
  organizationId: z.string(),
  name: z.string(),
  description: z.string(),
  is_active: z.boolean(),
  created_at: z.string(),
  createdAt: z.string(),
});
export type BusinessUnit = z.infer<typeof zBusinessUnit>;
/**
 * /findBusinessEntity {filter:{organizationId}} -> entities, by name (active and inactive). Spec 2 §7
 * gives this call "business unit fields" like the other tag lists, so {organizationId} is taken too.
 */
export const zFindBusinessEntityRequest = z.union([zOrganizationFilterBody, zOrganizationIdBody]);
export const zFindBusinessEntityResponse = z.object({ entities: z.array(zBusinessUnit) });
export const zBusinessEntityResponse = z.object({ entity: zBusinessUnit });
/** Spec 2 §4: the Activate/Deactivate menu; is_active is the new state. */
export const zDeactivateBusinessEntityRequest = z.strictObject({ organizationId: zUuid, id: zUuid, is_active: z.boolean() });

// ---- people for the head and manager pickers --------------------------------

/**
 * /searchMembers: the organisation's people by name, e-mail or department name (contains,
 * ignoring case), by name then e-mail, a page at a time. Deactivated members and declined
 * invites are never offered; invited people not registered yet are, marked `pending`
 * (right after an HRIS import everyone is, and the head and manager pickers offer them);
 * `excludePending` leaves them out. `ids`
 * answers exactly those people, whatever their state (a picker's current choice), and ignores
 * the other filters.
 */
export const zSearchMembersRequest = z.strictObject({
  organizationId: zUuid,
  query: z.optional(z.string().check(z.trim(), z.maxLength(200))),
  page: z.optional(z.number().check(z.int(), z.gte(1), z.lte(10_000))),
  pageSize: z.optional(z.number().check(z.int(), z.gte(1), z.lte(MEMBER_SEARCH_MAX_PAGE_SIZE))),
  excludePending: z.optional(z.boolean()),
  ids: z.optional(z.array(zUuid).check(z.minLength(1), z.maxLength(MEMBER_SEARCH_MAX_IDS))),
});
export const MEMBER_STATUSES = ['active', 'pending', 'inactive'] as const;
export const zMemberSearchHit = z.object({
  id: z.string(),
  /** Full name, '' when the organisation knows none. */
  name: z.string(),
  email: z.string(),
  /** Department names, by name. */
  departments: z.array(z.string()),
  /** pending: invited, not registered yet; inactive: deactivated (or, by id only, a declined invite). */
  status: z.enum(MEMBER_STATUSES),
});
export type MemberSearchHit = z.infer<typeof zMemberSearchHit>;
export const zSearchMembersResponse = z.object({
  entities: z.array(zMemberSearchHit),
  meta: z.object({ pagination: zPaginationMeta }),
});

// ---- locations ----------------------------------------------------------------------------

/**
 * Country is an ISO code from the lookups below ('US'); state the name of one of that
 * country's states ('California'; state ISO codes can be one character, names are never
 * shorter than two); timezone an IANA zone ('America/Los_Angeles'). State is optional,
 * min 2 when given.
 */
export const zLocationFields = z.object({
  name: zStructureName,
  country: z
    .string({ error: STRUCTURE_MSG.countryMin })
    .check(z.trim(), z.minLength(2, STRUCTURE_MSG.countryMin), z.maxLength(3, STRUCTURE_MSG.unknownCountry)),
  state: preprocess(
    (v) => (v === '' || v === null ? undefined : v),
    z.optional(z.string().check(z.trim(), z.minLength(2, STRUCTURE_MSG.stateMin), z.maxLength(100, STRUCTURE_MSG.unknownState))),
  ),
  timezone: z
    .string({ error: STRUCTURE_MSG.timezoneMin })
    .check(z.trim(), z.minLength(2, STRUCTURE_MSG.timezoneMin), z.maxLength(64, STRUCTURE_MSG.unknownTimezone)),
});
export const zCreateLocationRequest = z.strictObject({ ...zLocationFields.shape, organizationId: zUuid });
export const zUpdateLocationRequest = z.strictObject({ ...zLocationFields.shape, id: zUuid, organizationId: zUuid });
export const zLocation = z.object({
  id: z.string(),
  organizationId: z.string(),
  name: z.string(),
  country: z.string(),
  countryName: z.string(),
  /** The state's name (stateName is the same, kept for symmetry with countryName). */
  state: z.nullable(z.string()),
  stateName: z.nullable(z.string()),
  timezone: z.string(),
  created_at: z.string(),
});
export type Location = z.infer<typeof zLocation>;
export const zFetchLocationsRequest = zOrganizationIdBody;
export const zFetchLocationsResponse = z.object({ entity: z.array(zLocation) });
export const zLocationResponse = z.object({ entity: zLocation });

// ---- country, state and time-zone lookups (shipped data, no outside service) --------

export const zCountry = z.object({ isoCode: z.string(), name: z.string(), timezones: z.array(z.string()) });
export type Country = z.infer<typeof zCountry>;
export const zState = z.object({ isoCode: z.string(), name: z.string(), countryCode: z.string() });
export type CountryState = z.infer<typeof zState>;
/** /findCountries {} -> entities by name, each with its IANA zones. */
export const zFindCountriesRequest = z.strictObject({});
export const zFindCountriesResponse = z.object({ entities: z.array(zCountry) });
/** /findStates {countryCode} -> entities by name (empty for a country without states). */
export const zFindStatesRequest = z.strictObject({ countryCode: z.string().check(z.trim(), z.minLength(2), z.maxLength(3)) });
export const zFindStatesResponse = z.object({ entities: z.array(zState) });
/** /findTimeZones {} -> the global IANA list, sorted. */
export const zFindTimeZonesRequest = z.strictObject({});
export const zFindTimeZonesResponse = z.object({ entities: z.array(z.string()) });

// ---- what each drawer edits ----------------------------------------------------------------

/** Each kind's form fields (the create call's body without organizationId). */
export const STRUCTURE_FIELDS = {
  department: zDepartmentFields,
  division: zDivisionFields,
  location: zLocationFields,
  businessUnit: zBusinessUnitFields,
  designation: zDesignationFields,
} as const;
/** What a kind's drawer holds while editing. */
export type StructureFormValues<K extends StructureKind> = z.input<(typeof STRUCTURE_FIELDS)[K]>;
/** What a kind's drawer saves, checked by its schema. */
export type StructureFields<K extends StructureKind> = z.output<(typeof STRUCTURE_FIELDS)[K]>;

// ---- list filters in the URL (spec 2 §2) ------------------------------------------------

export const STRUCTURE_PAGE_SIZES = [10, 25, 50, 100] as const;
export const DEPARTMENT_SORT_FIELDS = ['name', 'classification', 'head', 'manager', 'created_at'] as const;
export const LOCATION_SORT_FIELDS = ['name', 'country', 'state', 'timezone', 'created_at'] as const;
export const STRUCTURE_SORT_FIELDS = ['name', 'description', 'created_at'] as const;
