// Every long-lived capability Hearth hands out (issue 32), as data/user-data-registry.ts is for data:
// anything that acts, or lets someone in, after the request that made it has ended. Each entry says where
// it is made (routes, workflows, entities, signed links), what it checks as it is used
// (./capabilities.ts), and how it stops on each of the four events that end someone's right to it:
// leaving the household, being removed, "sign out of all devices" and account deletion.
//   capability-registry.test.ts fails when something that looks like a capability (a public or token
//   route, a workflow, an entity with a token or an expiry, a signed link, a socket) is in no entry
//   and not in its allow-list with a reason; test/integration/capabilities.test.ts proves, for every
//   entry and event, that the capability stops within 5 seconds of the event (or, where an entry says
//   the event leaves it alone, that it still works).
// A new capability: add its entry here, then its probe in test/integration/capabilities.test.ts.

export const MEMBERSHIP_EVENTS = ['leave', 'removal', 'sign-out-everywhere', 'account-deletion'] as const;
export type MembershipEvent = (typeof MEMBERSHIP_EVENTS)[number];

/** How an event ends the capability: at once or within 5 s, or (with the reason) not at all. */
export type Revocation = { stops: string } | { unaffected: string };

export interface CapabilityEntry {
  /** Its name (the integration test's probe has the same name). */
  name: string;
  what: string;
  madeBy: {
    /** `METHOD /path` of the routes that make or use it. */
    routes?: string[];
    /** Workflow modules under workflows/ that run it later (file names without .asl.ts). */
    workflows?: string[];
    /** Entity modules under data/entities that store it. */
    entities?: string[];
    /** Domain modules that sign a link to it (the link itself is the capability). */
    signedLinks?: string[];
    /** The live-updates WebSocket. */
    socket?: true;
  };
  /** What it checks each time it acts. */
  checkedAtUse: string;
  revoked: Record<MembershipEvent, Revocation>;
}

export const capabilityRegistry: readonly CapabilityEntry[] = [
  {
    name: 'collection-import',
    what: 'a collection import job: its id, its queued or running workflow, its uploaded file',
    madeBy: {
      routes: [
        'POST /api/imports',
        'POST /api/imports/{id}/begin',
        'POST /api/imports/{id}/retry',
        'POST /api/imports/{id}/upload/complete',
        'POST /api/imports/{id}/upload/abort',
      ],
      workflows: ['import-collection'],
      entities: ['import-job', 'import-queue'],
      signedLinks: ['collections/upload'],
    },
    checkedAtUse:
      "begin and retry: the caller's household is the job's; each item as it is imported: its owner is still in the job's household, with no sign-out everywhere since they began it (run-import.ts)",
    revoked: {
      leave: {
        stops:
          "begin and retry answer 403 'You're no longer in this household'; a running job is halted by the move itself (halt-import.ts), and each item still checks as it runs",
      },
      removal: { stops: 'as leaving: the removed member is in another household now' },
      'sign-out-everywhere': {
        stops:
          'a running job (begun before the sign-out) is halted by the sign-out itself, and each item still checks as it runs; begin or retry from a new session starts it again',
      },
      'account-deletion': {
        stops: 'the job, its results and files are deleted with the account; an item finds no job',
      },
    },
  },
  {
    name: 'export',
    what: 'an "Export everything" zip (the person\'s recipes, the household\'s plans and list) and its download link',
    madeBy: {
      routes: ['POST /api/exports', 'GET /api/exports', 'GET /api/exports/{id}'],
      workflows: ['export-everything'],
      entities: ['export-job'],
      signedLinks: ['collections/export/export-jobs'],
    },
    checkedAtUse:
      "a link is signed only for a caller still in the export's household; BuildExport checks its owner's record before and after it writes",
    revoked: {
      leave: { stops: 'the zip is deleted (its signed links answer 404) and no new link is signed' },
      removal: { stops: 'as leaving' },
      'sign-out-everywhere': { stops: 'the zip is deleted, so a link a session was given stops' },
      'account-deletion': { stops: "the zip goes with the account's files" },
    },
  },
  {
    name: 'cookbook',
    what: 'a printable cookbook PDF behind an hour-long signed link',
    madeBy: { routes: ['POST /api/cookbooks'], signedLinks: ['cookbooks/make-cookbook'] },
    checkedAtUse: 'made for the caller at the request, from recipes they may see then',
    revoked: {
      leave: { stops: 'the PDF is deleted, so its link answers 404' },
      removal: { stops: 'as leaving' },
      'sign-out-everywhere': { stops: 'the PDF is deleted' },
      'account-deletion': { stops: "the PDF goes with the account's files" },
    },
  },
  {
    name: 'calendar-feed',
    what: "a meal plan's private iCal link (any member of the household can copy it)",
    madeBy: {
      routes: [
        'PUT /api/meal-plans/{id}/calendar-feed',
        'DELETE /api/meal-plans/{id}/calendar-feed',
        'GET /api/calendar/{feed}',
      ],
      entities: ['meal-plan'],
    },
    checkedAtUse:
      "the link was made after the household's capabilitiesValidAfter (someone left, was removed, signed out everywhere or was deleted); it shows only the household's shared recipes",
    revoked: {
      leave: {
        stops: 'every link the household handed out stops (capabilitiesValidAfter) and gets a new address',
      },
      removal: { stops: 'as leaving' },
      'sign-out-everywhere': { stops: "the member's household ends its links and renews them" },
      'account-deletion': {
        stops: "the household ends its links and renews them; a deleted household's plans go",
      },
    },
  },
  {
    name: 'household-invitation',
    what: 'an invitation link mailed to someone',
    madeBy: {
      routes: [
        'POST /api/household/invitations',
        'DELETE /api/household/invitations/{invitationId}',
        'GET /api/household-invitations/{token}',
        'POST /api/household-invitations/{token}/accept',
        'POST /api/household-invitations/{token}/decline',
      ],
      entities: ['household/repository', 'household/invitations'],
    },
    checkedAtUse:
      'its sender is still in the household, with no sign-out everywhere since they sent it, and the account is not deleted',
    revoked: {
      leave: {
        stops:
          "the sender's open invitations are withdrawn; a link answers 410 'This invitation was withdrawn'",
      },
      removal: { stops: 'as leaving' },
      'sign-out-everywhere': { stops: "the sender's open invitations are withdrawn" },
      'account-deletion': { stops: "the sender's open invitations are withdrawn" },
    },
  },
  {
    name: 'live-connection',
    what: "an open WebSocket listening to a household's changes",
    // The ticket that opens it is an entry of its own (live-ticket): it outlives its request by 30 s.
    madeBy: { socket: true, entities: ['household/connections'] },
    checkedAtUse:
      'the one-time connect ticket (30 s) is spent at the handshake, where the authorizer checks its session; $connect reads the record again once the socket is stored; every heartbeat checks it',
    revoked: {
      leave: { stops: "the member's sockets of the household are closed" },
      removal: { stops: 'as leaving' },
      'sign-out-everywhere': { stops: "the person's sockets are closed" },
      'account-deletion': { stops: "the person's sockets are closed" },
    },
  },
  {
    name: 'session',
    what: "a signed-in session's view of its household, cached 5 s per Lambda container",
    madeBy: { entities: ['session-validity'] },
    checkedAtUse: 'every signed-in request reads the record (cached at most SESSION_CACHE_MS)',
    revoked: {
      leave: { stops: "the household's recipes, list and plans answer 404 within the cache window" },
      removal: { stops: 'as leaving' },
      'sign-out-everywhere': { stops: "every signed-in route answers 401 'session_expired'" },
      'account-deletion': { stops: "every signed-in route answers 401 'session_expired'" },
    },
  },
  {
    name: 'document-import',
    what: "a long import's job (a scanned PDF or a large photo, read by a workflow) and the recipe it read, kept for its cook to review",
    madeBy: {
      routes: [
        'POST /api/extract-recipe',
        'GET /api/document-imports',
        'GET /api/document-imports/{id}',
        'DELETE /api/document-imports/{id}',
      ],
      workflows: ['read-document-job'],
      entities: ['document-import'],
    },
    checkedAtUse:
      "it reads only its cook's own upload and writes only its own record, each write conditional on the record still being there and reading; what it read is shown to its cook's current session alone, and a recipe is filed only when they save it, into the household they are in then",
    revoked: {
      leave: {
        unaffected:
          "it is the cook's own: it files nothing into the household they left, and what it read is saved (if at all) where they are when they save it",
      },
      removal: { unaffected: 'as leaving' },
      'sign-out-everywhere': {
        stops:
          'the ended sessions can no longer read it (401); the reading goes on, for a new sign-in to review',
      },
      'account-deletion': {
        stops:
          'its record and its upload go with the account; a late task finds no record and writes nothing',
      },
    },
  },
  {
    name: 'live-ticket',
    what: 'a one-time ticket (30 s) that opens a live-updates socket',
    madeBy: { routes: ['POST /api/live/tickets'], entities: ['live-ticket'] },
    checkedAtUse:
      "the socket's authorizer spends it and checks the session it was issued to (its sign-in time against the session record); the socket's household is read from that record then, not from the ticket",
    revoked: {
      leave: {
        unaffected:
          'it names a person, not a household: the socket it opens listens to the household they are in when it opens',
      },
      removal: { unaffected: 'as leaving' },
      'sign-out-everywhere': { stops: 'the authorizer refuses it: the session it was issued to has ended' },
      'account-deletion': { stops: 'the authorizer refuses it: the account is marked deleted' },
    },
  },
  {
    name: 'recipe-file-link',
    what: "a 5-minute signed link to a recipe's PDF or photo, asked for through the recipe",
    madeBy: {
      routes: ['GET /api/media/recipe-files/{ownerId}/{file}'],
      signedLinks: ['import/recipe-files'],
    },
    checkedAtUse: 'a link is signed only for a caller who may see the recipe then (the access policy)',
    revoked: {
      leave: { stops: 'a new link is refused (404) at once; one already handed out works out its 5 minutes' },
      removal: { stops: 'as leaving' },
      'sign-out-everywhere': {
        stops: 'no new link without a session; one handed out works out its 5 minutes',
      },
      'account-deletion': { stops: "the owner's files go with the account" },
    },
  },
  {
    name: 'cook-photo-link',
    what: "a 5-minute signed link to a cook-log entry's photo, asked for through the entry (issue 39)",
    madeBy: {
      routes: ['GET /api/media/cook-photos/{ownerId}/{file}'],
      signedLinks: ['media/cook-photos'],
    },
    checkedAtUse:
      "a link is signed only when the caller's household as the session record says now has the entry and the entry keeps this photo",
    revoked: {
      leave: {
        stops:
          'a new link is refused (404) at once: the entry is not in their household; one handed out works out its 5 minutes',
      },
      removal: { stops: 'as leaving' },
      'sign-out-everywhere': {
        stops: 'no new link without a session; one handed out works out its 5 minutes',
      },
      'account-deletion': {
        stops: "no new link without a session; the cook's own photos go with the account's files",
      },
    },
  },
];
