// `npm run --silent vapid:keys [-- mailto:owner@example.com]`: a new VAPID key pair for Web Push, printed as the three
// lines to put in the server's environment. Keep the private key secret; changing the pair ends every browser's
// push subscription (they were made for the old public key), so make it once per site.
import webpush from 'web-push';

const subject = process.argv[2] || 'mailto:admin@example.com';
const { publicKey, privateKey } = webpush.generateVAPIDKeys();
console.log(`VAPID_PUBLIC_KEY=${publicKey}\nVAPID_PRIVATE_KEY=${privateKey}\nVAPID_SUBJECT=${subject}`);
