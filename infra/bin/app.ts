// `npx cdk synth|deploy`: Hearth's CDK app. Settings are CDK context values, described in
// infra/lib/settings.ts and the README ("Deploying to AWS").
import { App } from 'aws-cdk-lib';
import { buildHearthApp } from '../lib/hearth-app.js';

const app = new App();
const { settings, web } = buildHearthApp(app, {
  account: process.env.CDK_DEFAULT_ACCOUNT,
  region: process.env.CDK_DEFAULT_REGION,
});

if (!web.deploysSite) {
  console.warn(
    `Note: no built site at ${settings.siteDist}; the web stack will deploy no files (run npm run build:web).`,
  );
}
if (!settings.mailFrom) {
  console.warn(
    'Note: no mailFrom context; Cognito sends its own e-mails and the app cannot send e-mail through SES.',
  );
}

app.synth();
