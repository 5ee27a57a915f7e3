import type { ColumnType, Generated, Kysely, Selectable, Transaction } from 'kysely';

// Columns are snake_case in the database and camelCase here (CamelCasePlugin).
// Timestamps of our own tables are ISO-8601 text on both engines, so that rows read the
// same from SQLite and PostgreSQL; flags are integers 0/1 as the spec writes them.
// The auth tables (users, sessions, accounts, verifications) belong to better-auth and
// use each engine's native date and boolean types.

type AuthDate = ColumnType<Date | string, Date | string, Date | string>;
type AuthBool = ColumnType<boolean | number, boolean | number, boolean | number>;

export interface UsersTable {
  id: string;
  name: string;
  email: string;
  emailVerified: AuthBool;
  image: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface SessionsTable {
  id: string;
  expiresAt: AuthDate;
  token: string;
  createdAt: AuthDate;
  updatedAt: AuthDate;
  ipAddress: string | null;
  userAgent: string | null;
  userId: string;
}

export interface AccountsTable {
  id: string;
  accountId: string;
  providerId: string;
  userId: string;
  accessToken: string | null;
  refreshToken: string | null;
  idToken: string | null;
  accessTokenExpiresAt: AuthDate | null;
  refreshTokenExpiresAt: AuthDate | null;
  scope: string | null;
  password: string | null;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

export interface VerificationsTable {
  id: string;
  identifier: string;
  value: string;
  expiresAt: AuthDate;
  createdAt: AuthDate;
  updatedAt: AuthDate;
}

/** One table for the builder's "projects" and the management side's "UserProject". */
export interface ProjectsTable {
  id: string;
  userId: string;
  name: string;
  slug: string;
  description: string | null;
  category: string | null;
  prompt: string | null;
  /** active | archived (management lifecycle). */
  status: string;
  isPublic: number;
  isLaunched: number;
  launchedAt: string | null;
  launchUrl: string | null;
  previewUrl: string | null;
  liveUrl: string | null;
  publicUrl: string | null;
  viewCount: number;
  /**
   * JSON text: features, techStack, userStories, complexity, detailedSpec, uploadedFiles,
   * generatedAt, aiGenerated. Read and written only through projects/app-data.ts.
   */
  appData: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface TemplatesTable {
  id: string;
  name: string;
  description: string;
  category: string;
  isFeatured: number;
  previewUrl: string | null;
  prompt: string;
  createdAt: string;
}

export interface UploadedFilesTable {
  id: string;
  /** A user id, or the text `anonymous` (docs/product-spec.md §5). */
  userId: string;
  projectId: string | null;
  name: string;
  originalName: string;
  fileType: string;
  fileSize: number;
  storageKey: string;
  storageUrl: string;
  createdAt: string;
}

/** One table for "appLaunches" and "ProjectLaunch". */
export interface LaunchesTable {
  id: string;
  projectId: string;
  userId: string;
  launchType: string;
  launchUrl: string;
  absoluteUrl: string;
  /** active | inactive */
  launchStatus: string;
  /** JSON text: domain, customDomain, ssl, launchedFrom, timestamp, note. */
  launchConfig: string;
  customDomain: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface DesignCustomizationsTable {
  id: string;
  projectId: string;
  userId: string;
  designData: string;
  themeConfig: string;
  customCss: string | null;
  designStatus: string;
  createdAt: string;
  updatedAt: string;
}

export interface CodeExportsTable {
  id: string;
  projectId: string;
  userId: string;
  exportUrl: string;
  storageKey: string;
  exportType: string;
  exportStatus: string;
  fileSize: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectSpecificationsTable {
  id: string;
  projectId: string;
  userId: string;
  title: string;
  content: string;
  specType: string;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectTasksTable {
  id: string;
  projectId: string;
  userId: string;
  title: string;
  done: number;
  position: number;
  /** 1: shown on the public page; 0: the owner's only (the builder's starter tasks). */
  isPublic: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectNotesTable {
  id: string;
  projectId: string;
  userId: string;
  content: string;
  /** 1 when the owner chose to show the notes on the public page. */
  isPublic: number;
  createdAt: string;
  updatedAt: string;
}

export interface ProjectFilesTable {
  id: string;
  projectId: string;
  userId: string;
  name: string;
  size: number;
  mimeType: string;
  storageKey: string;
  publicUrl: string;
  createdAt: string;
}

export interface SubscriptionsTable {
  id: string;
  userId: string;
  planName: string;
  /** active | canceled | past_due | incomplete */
  status: string;
  stripeCustomerId: string | null;
  stripeSubscriptionId: string | null;
  priceId: string | null;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Credits granted and used per user and billing period. */
export interface CreditLedgersTable {
  id: string;
  userId: string;
  planName: string;
  periodStart: string;
  periodEnd: string;
  messageLimit: number;
  messagesUsed: number;
  integrationLimit: number;
  integrationsUsed: number;
  createdAt: string;
  updatedAt: string;
}

/** Messages used per user and UTC day (the Free plan's daily cap). */
export interface DailyUsageTable {
  userId: string;
  day: string;
  messagesUsed: number;
}

export interface CheckoutSessionsTable {
  id: string;
  userId: string;
  planName: string;
  priceId: string | null;
  provider: string;
  /** open | completed | canceled */
  status: string;
  externalId: string | null;
  createdAt: string;
  updatedAt: string;
}

/** Every payment event fulfilled, keyed so that each is fulfilled at most once. */
export interface PaymentEventsTable {
  id: string;
  type: string;
  sessionId: string | null;
  processedAt: string;
}

export interface NewsletterSubscriptionsTable {
  id: string;
  email: string;
  status: string;
  createdAt: string;
}

export interface DemoCreditsTable {
  userId: string;
  credits: number;
  updatedAt: string;
}

export interface DemoNotesTable {
  id: string;
  userId: string;
  textInput: string;
  aiOutput: string;
  createdAt: string;
}

export interface DemoFilesTable {
  id: string;
  userId: string;
  name: string;
  fileSize: number;
  storageKey: string;
  storageUrl: string;
  createdAt: string;
}

export interface DemoMessagesTable {
  id: string;
  userId: string;
  channel: string;
  text: string;
  displayName: string | null;
  createdAt: string;
}

export interface DemoScrapesTable {
  id: string;
  userId: string;
  url: string;
  title: string | null;
  description: string | null;
  links: string;
  createdAt: string;
}

/** Demo credit purchases (+50), fulfilled once per checkout id. */
export interface DemoCheckoutsTable {
  id: string;
  userId: string;
  credits: number;
  status: 'open' | 'completed' | 'canceled';
  createdAt: string;
  updatedAt: string;
}

/** Every stored object's owner (server/modules/files): checked by /files at serve time. */
export interface StoredObjectsTable {
  key: string;
  ownerUserId: string;
  projectId: string | null;
  kind: 'upload' | 'project-file' | 'demo-file' | 'preview' | 'export' | 'app-image' | 'app-file';
  contentType: string;
  size: number;
  createdAt: string;
}

export interface AnalyticsEventsTable {
  id: Generated<number>;
  projectId: string;
  type: string;
  timestamp: string;
  userId: string | null;
  userEmail: string | null;
  sessionId: string | null;
  pathname: string | null;
  referrer: string | null;
  screenWidth: number | null;
  channel: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  utmContent: string | null;
  utmTerm: string | null;
  createdAt: string;
  /** JSON object of the client's custom top-level keys (migration 0003). */
  properties: string | null;
  /** Salted daily hash of (address, user agent, project); never the address itself. */
  visitorHash: string | null;
  /** UTC day of `timestamp`, YYYY-MM-DD. */
  day: string | null;
  referrerHost: string | null;
}

/** A closed day's aggregates for one project, as JSON (migration 0003). */
export interface AnalyticsDayRollupsTable {
  projectId: string;
  day: string;
  payload: string;
  createdAt: string;
}

/** Today's visitor-hash salt; rows of past days are deleted (migration 0003). */
export interface AnalyticsSaltsTable {
  day: string;
  salt: string;
}

/** Outbound project emails: "Historial de envíos" (migration 0003). */
export interface NotificationEmailsTable {
  id: string;
  projectId: string;
  userId: string;
  /** JSON array of the "to" addresses. */
  recipients: string;
  subject: string;
  /** sending while the mail is out; failed ones do not count towards the daily cap. */
  status: 'sending' | 'sent' | 'failed';
  messageId: string | null;
  error: string | null;
  day: string;
  createdAt: string;
}

/** One running app's definition per project (issue 20; contracts/app-definition.ts as JSON). */
export interface AppDefinitionsTable {
  projectId: string;
  definition: string;
  revision: number;
  updatedBy: string | null;
  createdAt: string;
  updatedAt: string;
}

/** A running app's record: JSON data of one entity, validated against the definition. */
export interface AppRecordsTable {
  id: string;
  projectId: string;
  entityKey: string;
  data: string;
  authorId: string;
  isExample: number;
  createdAt: string;
  updatedAt: string;
  /** SHA-256 (hex) of an anonymous submission's private token (migration 0008). */
  accessTokenHash: ColumnType<string | null, string | null | undefined, string | null>;
  /** When the owner last changed a record someone else wrote (migration 0008). */
  managedAt: ColumnType<string | null, string | null | undefined, string | null>;
  /** 1 when a member of the app's `equipo` created it: the owner's quota counts it (0010). */
  byTeam: ColumnType<number, number | undefined, number>;
}

/** A numbered version of a running app: its definition and design after one write (issue 27). */
export interface AppVersionsTable {
  id: string;
  projectId: string;
  version: number;
  definition: string;
  design: string;
  kind: string;
  instruction: string | null;
  restoredFrom: number | null;
  authorId: string | null;
  createdAt: string;
  /** Per entity key, the record set this version had (JSON); null: the first sets. */
  recordSets: string | null;
}

/** What visitors created in an app on one UTC day (user_id '*': all of them together). */
export interface AppVisitorUsageTable {
  projectId: string;
  userId: string;
  day: string;
  records: number;
  uploads: number;
  uploadBytes: number;
}

/** A person the owner invited to an app's team, by email (issue 38 §3, migration 0010). */
export interface AppTeamMembersTable {
  id: string;
  projectId: string;
  /** Lowercased. */
  email: string;
  role: 'equipo' | 'lector';
  invitedBy: string;
  createdAt: string;
}

/** A change read from an owner's instruction, kept until it is applied (issue 27). */
export interface AppChangeProposalsTable {
  id: string;
  projectId: string;
  userId: string;
  baseVersion: number;
  instruction: string;
  operations: string;
  summary: string;
  removesData: number;
  appliedVersion: number | null;
  createdAt: string;
}

export interface Database {
  users: UsersTable;
  sessions: SessionsTable;
  accounts: AccountsTable;
  verifications: VerificationsTable;
  projects: ProjectsTable;
  templates: TemplatesTable;
  uploadedFiles: UploadedFilesTable;
  launches: LaunchesTable;
  designCustomizations: DesignCustomizationsTable;
  codeExports: CodeExportsTable;
  projectSpecifications: ProjectSpecificationsTable;
  projectTasks: ProjectTasksTable;
  projectNotes: ProjectNotesTable;
  projectFiles: ProjectFilesTable;
  subscriptions: SubscriptionsTable;
  creditLedgers: CreditLedgersTable;
  dailyUsage: DailyUsageTable;
  checkoutSessions: CheckoutSessionsTable;
  paymentEvents: PaymentEventsTable;
  newsletterSubscriptions: NewsletterSubscriptionsTable;
  demoCredits: DemoCreditsTable;
  demoNotes: DemoNotesTable;
  demoFiles: DemoFilesTable;
  demoMessages: DemoMessagesTable;
  demoScrapes: DemoScrapesTable;
  demoCheckouts: DemoCheckoutsTable;
  analyticsEvents: AnalyticsEventsTable;
  analyticsSalts: AnalyticsSaltsTable;
  analyticsDayRollups: AnalyticsDayRollupsTable;
  notificationEmails: NotificationEmailsTable;
  storedObjects: StoredObjectsTable;
  appDefinitions: AppDefinitionsTable;
  appRecords: AppRecordsTable;
  appVersions: AppVersionsTable;
  appChangeProposals: AppChangeProposalsTable;
  appVisitorUsage: AppVisitorUsageTable;
  appTeamMembers: AppTeamMembersTable;
}

export type Db = Kysely<Database>;
/** What a repo takes first: the database or a transaction. */
export type DbOrTrx = Kysely<Database> | Transaction<Database>;

export type ProjectRow = Selectable<ProjectsTable>;
