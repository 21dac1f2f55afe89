import type { LegalDocumentFactory } from './types'

export const privacyEn: LegalDocumentFactory = ({ email, phone }) => ({
  title: 'Privacy policy',
  updated: '2026-11-22',
  intro: [
    'This Privacy Policy explains what personal data the Kobza platform (the “Platform”, “we”) processes, why, on what grounds and for how long, who it may be shared with, and what rights you have.',
    'We process personal data in line with the Law of Ukraine “On Personal Data Protection” and other Ukrainian legislation. The Ukrainian version of this Policy prevails if the two versions differ.',
  ],
  sections: [
    {
      id: 'controller',
      title: 'Data controller',
      blocks: [
        'The controller of your personal data is the operator of the Kobza platform. It decides why and how your data is processed and is responsible for protecting it.',
        `For any question about your personal data, write to ${email} or call ${phone}.`,
      ],
    },
    {
      id: 'data',
      title: 'What data we collect',
      blocks: [
        'We process only the data the Platform needs to work:',
        {
          list: [
            'account data: e-mail address, public name, nickname, date of birth, user type (artist or fan) and your password in hashed form;',
            'profile data: avatar, cover, description, social media links;',
            'content and activity: posts, songs, playlists, events, comments, likes, votes, chat messages, video greeting wishes and the videos themselves;',
            'payment data: amounts, purposes and statuses of payments, balances and withdrawal requests (card details are handled by the payment provider; we do not store them);',
            'the Concordium wallet addresses you use in auctions and on the secondary market;',
            'technical data: IP address, device and browser type, request times and error logs.',
          ],
        },
      ],
    },
    {
      id: 'purposes',
      title: 'Why we process it',
      blocks: [
        'We use the data to:',
        {
          list: [
            'create and run your account and let you sign in;',
            'show your profile and content to other users as you choose;',
            'take payments, freeze the price of video greetings, credit artists’ balances and pay artists out;',
            'handle support requests and refund requests;',
            'prevent fraud and breaches of the Terms and Conditions, and protect the Platform;',
            'meet legal obligations, including accounting and tax rules.',
          ],
        },
        'We do not sell personal data and do not use it for targeted advertising.',
      ],
    },
    {
      id: 'legal-bases',
      title: 'Legal bases',
      blocks: [
        'Under Article 11 of the Law of Ukraine “On Personal Data Protection” we rely on:',
        {
          list: [
            'entering into and performing a transaction to which you are a party — the Terms and Conditions (account, paid services, payouts);',
            'your consent, given when you sign up, which you can withdraw;',
            'obligations the law places on us (payment records, answers to lawful requests from public authorities);',
            'our legitimate interest in keeping the Platform secure and preventing fraud, where it does not override your rights.',
          ],
        },
      ],
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      blocks: [
        'Account data and content are kept while your account exists. After an account is deleted we delete or anonymise its data within 30 days.',
        'Payment and payout records are kept for the periods set by accounting and tax legislation and are deleted afterwards.',
        'Technical logs are kept for up to 90 days unless they are needed to investigate a security incident.',
        'Transactions recorded on the Concordium network are public and permanent: we cannot delete them.',
      ],
    },
    {
      id: 'sharing',
      title: 'Sharing with third parties',
      blocks: [
        'We share data only where the Platform needs it to work or the law requires it:',
        {
          list: [
            'with payment providers and banks, to process payments, refunds and payouts to artists;',
            'with hosting, file storage and e-mail providers who process data on our behalf under confidentiality terms;',
            'with public authorities, in the cases and manner set by law.',
          ],
        },
        'Your public name, nickname, avatar and the content you publish are visible to other users. Wallet addresses and transactions in auctions and on the secondary market are visible on the public Concordium network.',
      ],
    },
    {
      id: 'storage',
      title: 'Cookies and local storage',
      blocks: [
        'The Platform uses no third-party advertising or analytics cookies.',
        'To keep you signed in, we keep in your browser’s local storage (localStorage) the access and refresh tokens, the basic data of your profile (name, nickname, avatar, roles), a signed-in flag, the application version and your chosen interface language. This data stays on your device, except the tokens, which are sent to the Platform with each request.',
        'Signing out removes the session data from storage, and you can clear it in your browser settings at any time. Payment providers’ pages may use their own cookies under their own policies.',
      ],
    },
    {
      id: 'rights',
      title: 'Your rights',
      blocks: [
        'Under Article 8 of the Law of Ukraine “On Personal Data Protection” you have the right to:',
        {
          list: [
            'know what data about you is processed, why, where it is kept and who receives it;',
            'access your data;',
            'have inaccurate data corrected or your data deleted;',
            'object to processing and withdraw your consent;',
            'complain to the Ukrainian Parliament Commissioner for Human Rights or to a court.',
          ],
        },
        `To use these rights, write to ${email}. We answer within 30 calendar days.`,
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        'We protect data with organisational and technical measures: encrypted connections (HTTPS), passwords stored only as hashes, limited staff access and access logging.',
        'The Platform has no access to the keys of your crypto wallets and will never ask for them.',
        'If an incident may affect your data, we will tell you and, where the law requires, the Commissioner for Human Rights.',
      ],
    },
    {
      id: 'changes',
      title: 'Changes and contact',
      blocks: [
        'The Platform is not meant for people under 16, and we do not knowingly collect their data.',
        'We may update this Policy. The date of the last update is shown at the top; we announce significant changes in advance.',
        `Contact: ${email}, ${phone}.`,
      ],
    },
  ],
})
