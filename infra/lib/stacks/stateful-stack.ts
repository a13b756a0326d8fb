// Everything that holds data and must survive a redeploy: the table, the media bucket and the user
// pool (with its triggers, which must live beside it: the pool names the functions and the functions'
// permissions name the pool). All retained on stack deletion; no fixed physical names. The media
// bucket's rules are in stateful-media.ts.
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps, Validations } from 'aws-cdk-lib';
import {
  AccountRecovery,
  ClientAttributes,
  FeaturePlan,
  Mfa,
  UserPool,
  type UserPoolClient,
  UserPoolEmail,
  UserPoolOperation,
  VerificationEmailStyle,
} from 'aws-cdk-lib/aws-cognito';
import { AttributeType, BillingMode, ProjectionType, StreamViewType, Table } from 'aws-cdk-lib/aws-dynamodb';
import type { Bucket } from 'aws-cdk-lib/aws-s3';
import type { Construct } from 'constructs';
import { cdnMediaPrefixes, userMediaPrefixes } from '../../../lambdas/src/contracts/media-keys.js';
import { globalIndexes, tableKeys } from '../../../lambdas/src/data/table.js';
import {
  type AppOriginSetting,
  bindAppOrigin,
  bindTable,
  HearthFunction,
  type MailSending,
} from '../constructs/hearth-function.js';
import { MailEvents } from '../constructs/mail-events.js';
import { lambdaSource } from '../paths.js';
import type { HearthSettings } from '../settings.js';
import { mediaBucket } from './stateful-media.js';

/** Key prefixes in the media bucket, and those CloudFront may serve (lambdas/src/contracts/media-keys.ts). */
export const mediaPrefixes = userMediaPrefixes;
export { cdnMediaPrefixes };

export const adminGroupName = 'admin';

const plusPlanReason =
  'Threat protection needs the Cognito Plus plan, priced per active user; the Lite plan with a strong password policy and API throttling is the chosen trade-off for a family app.';

export interface StatefulStackProps extends StackProps {
  settings: HearthSettings;
  /** The SES sender (mail stack); without it Cognito sends its own e-mails. */
  mail?: MailSending;
}

export class StatefulStack extends Stack {
  readonly table: Table;
  readonly mediaBucket: Bucket;
  readonly userPool: UserPool;
  readonly userPoolClient: UserPoolClient;
  /** Export name of the media bucket ARN (see ApiStack for why it is named). */
  readonly mediaBucketArnExport: string;

  constructor(scope: Construct, id: string, props: StatefulStackProps) {
    super(scope, id, props);
    const { settings } = props;

    this.table = new Table(this, 'Table', {
      partitionKey: { name: tableKeys.partitionKey, type: AttributeType.STRING },
      sortKey: { name: tableKeys.sortKey, type: AttributeType.STRING },
      billingMode: BillingMode.PAY_PER_REQUEST,
      pointInTimeRecoverySpecification: { pointInTimeRecoveryEnabled: true },
      timeToLiveAttribute: tableKeys.ttlAttribute,
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
      // Live updates (issue 15) read changes to lists, plans and menus from the stream.
      stream: StreamViewType.NEW_AND_OLD_IMAGES,
    });
    for (const index of globalIndexes) {
      this.table.addGlobalSecondaryIndex({
        indexName: index.name,
        partitionKey: { name: index.partitionKey, type: AttributeType.STRING },
        sortKey: { name: index.sortKey, type: AttributeType.STRING },
        projectionType: ProjectionType.ALL,
      });
    }

    this.mediaBucket = mediaBucket(this, settings);

    const appOrigin: AppOriginSetting = {
      origin: settings.appOrigin,
      parameterName: settings.appOriginParameterName,
    };

    const postConfirmation = new HearthFunction(this, 'PostConfirmationFunction', {
      entry: lambdaSource('handlers', 'triggers', 'post-confirmation.ts'),
      description: 'the Cognito post-confirmation trigger (writes the new profile)',
      timeout: Duration.seconds(5),
    });
    bindTable(postConfirmation, this.table, {
      actions: [
        'GetItem',
        'BatchGetItem',
        'Query',
        'PutItem',
        'UpdateItem',
        'DeleteItem',
        'ConditionCheckItem',
      ],
    });

    const customMessage = new HearthFunction(this, 'CustomMessageFunction', {
      entry: lambdaSource('handlers', 'triggers', 'custom-message.ts'),
      description: 'the Cognito custom-message trigger (codes become links)',
      timeout: Duration.seconds(5),
    });
    // config.ts insists on TABLE_NAME in every function; this trigger gets the name but no access.
    customMessage.addEnvironment('TABLE_NAME', this.table.tableName);
    bindAppOrigin(customMessage, appOrigin);

    this.userPool = new UserPool(this, 'UserPool', {
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: true,
      autoVerify: { email: true },
      // A changed address stays the old one until the new one is verified (issue 13): nothing can
      // move an account to an unproven address. The API's own change flow proves it with a code first.
      keepOriginal: { email: true },
      userVerification: { emailStyle: VerificationEmailStyle.CODE },
      standardAttributes: {
        email: { required: true, mutable: true },
        fullname: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // Two-step sign-in with an authenticator app, for anyone who turns it on under My Account; the
      // API requires it of admins (lambdas/src/handlers/shared/admin-mfa.ts). No SMS: no phone numbers.
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      // Lite: Hearth uses nothing of Essentials (managed login, passwordless, e-mail codes as a second
      // factor, access-token customisation). Both plans are free to 10,000 monthly active users; past
      // them Lite costs a third as much or less, and at a million families Essentials alone would put
      // a family's month over $0.10 (docs/SCALE.md). CDK refuses at synth an Essentials-only setting.
      featurePlan: FeaturePlan.LITE,
      email: props.mail
        ? UserPoolEmail.withSES({
            fromEmail: props.mail.from,
            fromName: 'Hearth',
            sesRegion: this.region,
            sesVerifiedDomain: props.mail.domain,
            configurationSetName: props.mail.configurationSetName,
          })
        : UserPoolEmail.withCognito(),
      deletionProtection: true,
      removalPolicy: RemovalPolicy.RETAIN,
    });
    this.userPool.addTrigger(UserPoolOperation.POST_CONFIRMATION, postConfirmation);
    this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, customMessage);
    Validations.of(this.userPool).acknowledge(
      {
        id: 'AwsSolutions-COG2',
        reason:
          'MFA (authenticator-app TOTP) is optional for cooks, who keep family recipes and no payment data (Stripe keeps cards), and required for admins: the API refuses admin routes to an admin without it.',
      },
      {
        id: 'AwsSolutions-COG3',
        reason: plusPlanReason,
      },
      {
        id: 'AwsSolutions-COG8',
        reason: plusPlanReason,
      },
    );

    // The browser signs in with SRP (config.json says so), so the password never leaves it; the account
    // Lambda checks a password server-side (e-mail change) with ADMIN_USER_PASSWORD_AUTH, which needs
    // its IAM permission. No USER_PASSWORD_AUTH. The local twin's client offers the same flows
    // (infra/local/cognito.ts, localClientAuthFlows; stateful.test.ts compares them).
    // Refresh tokens are always allowed. No secret: the client is a browser SPA.
    this.userPoolClient = this.userPool.addClient('WebClient', {
      authFlows: { userSrp: true, adminUserPassword: true },
      generateSecret: false,
      // The browser writes only what sign-up sends (the address, which the pool requires, and the
      // display name, and `locale`: the browser's language, which the custom-message trigger writes the
      // codes in, issue 37); never email_verified. A direct UpdateUserAttributes of `email` is held by
      // keepOriginal and its code is refused by the custom-message trigger, so the API's change
      // flow (password, code, notice to the old address) is the only way an address changes.
      writeAttributes: new ClientAttributes().withStandardAttributes({
        email: true,
        fullname: true,
        locale: true,
      }),
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      accessTokenValidity: Duration.hours(1),
      idTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    this.userPool.addGroup('AdminGroup', {
      groupName: adminGroupName,
      description: 'Hearth administrators: invites, lifetime-access codes, user management',
    });

    // SES bounces and complaints mark the profiles they name (only when the app sends mail).
    if (props.mail) new MailEvents(this, 'MailEvents', { table: this.table, emailIndex: 'gsi1' });

    this.mediaBucketArnExport = `${this.stackName}-MediaBucketArn`;
    this.exportValue(this.mediaBucket.bucketArn, { name: this.mediaBucketArnExport });

    new CfnOutput(this, 'TableName', { value: this.table.tableName });
    new CfnOutput(this, 'MediaBucketName', { value: this.mediaBucket.bucketName });
    new CfnOutput(this, 'UserPoolId', { value: this.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.userPoolClient.userPoolClientId });
  }
}
