// What CloudFront needs from us-east-1 when the rest of Hearth lives in another region: the web ACL
// (a CLOUDFRONT-scoped ACL can only be made there). The web stack reads its ARN across regions.
import { Stack, type StackProps } from 'aws-cdk-lib';
import type { Construct } from 'constructs';
import { SiteFirewall } from '../constructs/site-firewall.js';

export class EdgeStack extends Stack {
  readonly firewall: SiteFirewall;

  constructor(scope: Construct, id: string, props: StackProps) {
    super(scope, id, props);
    this.firewall = new SiteFirewall(this, 'SiteFirewall');
  }
}
