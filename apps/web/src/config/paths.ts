/**
 * Every address of the app (spec §2) in one place. A route declares `path` (relative to its area, /auth or
 * /admin); a link or a redirect uses `href()`, which fills in `:id`.
 */
export interface Page {
  path: string;
  href: (id?: string) => string;
}

function page(area: '/auth' | '/admin', path: string): Page {
  return { path, href: (id) => `${area}/${id === undefined ? path : path.replace(':id', encodeURIComponent(id))}` };
}
/** The pages of one reference list (decision 034): the list and its add and edit forms. */
export interface KindPages {
  list: Page;
  add: Page;
  edit: Page;
}

const auth = (path: string) => page('/auth', path);
const admin = (path: string) => page('/admin', path);

export const paths = {
  landing: '/LandingPage',
  /** the short address on a QR poster: /q/<token> opens the idea form at that place */
  qrShort: '/q/:id',
  auth: {
    login: auth('login'),
    register: auth('register'),
    /** the one-time link of a reset-password e-mail: ?token=… */
    resetPassword: auth('reset-password'),
    ideaForm: auth('form'),
    ideaStatus: auth('ideaStatus'),
    rewardAndRecognition: auth('r&r'),
    sapCodes: auth('sap-codes'),
    videos: auth('videos'),
    /** the link of an SMS: ?t=<token> stops the messages to that phone */
    smsStop: auth('sms-stop'),
  },
  admin: {
    dashboard: admin('dashboard'),
    /** the spec's address carries the user's id as ?id= */
    profile: { path: 'profile', href: (id?: string) => `/admin/profile${id ? `?id=${encodeURIComponent(id)}` : ''}` } as Page,
    ideas: admin('idea'),
    /** the decider's queue: the ideas waiting for the signed-in user's decision (issue 26) */
    queue: admin('queue'),
    editIdeaFields: admin('editIdeaFields/:id'),
    editIdea: admin('editIdea/:id'),
    editOpl: admin('editOPLtable/:id'),
    addScore: admin('addScore/:id'),
    ideaScores: admin('idea-score'),
    kaizenTemplate: admin('kaizenTemplate'),
    importedIdea: admin('imported-idea'),
    kaizenTemplateImported: admin('kaizenTemplateImported'),
    users: admin('user'),
    editUser: admin('editUser/:id'),
    employeeCodeSheet: admin('employee-code-sheet'),
    rewardAndRecognition: admin('reward-and-recognition'),
    sapCodes: admin('sap-codes'),
    uploadVideo: admin('upload-video'),
    uploadBackupFile: admin('uploadBackupFile'),
    /** printed without the admin shell */
    qrPoster: admin('qr/:id'),
    qrSheet: admin('qr-sheet/:id'),
    printJournal: admin('print/journal/:id'),
    /** a batch: ?ids=<id>,<id>,… */
    printJournals: { path: 'print/journal', href: (ids?: string) => `/admin/print/journal?ids=${ids ?? ''}` } as Page,
    printKnowledge: admin('print/knowledge/:id'),
    /** notifications (issue 27): deliveries given up, with "send again", and webhooks to other systems */
    deliveries: admin('deliveries'),
    webhooks: admin('webhooks'),
    /** the bell's "see all": the spec's notification records */
    notifications: admin('notification'),
    /** the plant's settings: currency of savings, optional modules (issue 30) */
    settings: admin('settings'),
    /** an address the table of master-data kinds makes up (a kind's list, alias or form segment) */
    segment: (segment: string) => admin(segment),
  },
} as const;

/** What a route tells the shell: the menu entry (its page's `path`) it belongs to. */
export interface RouteHandle {
  menuKey: string;
  /**
   * Another entry when the address carries this query parameter: the idea's page opened from the decider's
   * queue (`?queue=`) belongs to "Waiting for me", not to the ideas list.
   */
  via?: { param: string; menuKey: string };
}

/** The route's menu entry is the given page's. */
export const menuOf = (entry: Page): RouteHandle => ({ menuKey: entry.path });
