import type { LegalDocumentFactory } from './types'

export const termsEn: LegalDocumentFactory = ({ email, phone }) => ({
  title: 'Terms and conditions',
  updated: '2026-11-22',
  intro: [
    'These Terms and Conditions (the “Terms”) govern your use of Kobza, the website and application for Ukrainian music (the “Platform”). By signing up for or using the Platform you confirm that you have read and understood the Terms and agree to follow them.',
    'If you do not agree with the Terms, please do not use the Platform. The Ukrainian version of the Terms prevails if the two versions differ.',
  ],
  sections: [
    {
      id: 'general',
      title: 'General provisions',
      blocks: [
        'The Platform lets Ukrainian artists publish music, posts, events and other content, and lets fans listen, comment, support artists and talk to them. All payments on the Platform are made in Ukrainian hryvnia (₴).',
        'In these Terms:',
        {
          list: [
            '“User” means anyone who has signed up on the Platform;',
            '“Artist” means a User who signed up as an artist and publishes their own music and content;',
            '“Fan” means a User who listens to music, subscribes to Artists, sends donations and orders video greetings;',
            '“Content” means texts, images, audio and video recordings, comments, messages and other material placed on the Platform.',
          ],
        },
        'Visitors without an account can browse the public part of the Platform. To view other content or to act (like, comment, vote, pay) you need to sign in or create an account.',
      ],
    },
    {
      id: 'account',
      title: 'Signing up and your account',
      blocks: [
        'You may sign up if you are at least 16 years old. When signing up you give a public name, your date of birth, an e-mail address and a password, and you accept these Terms and the Privacy Policy.',
        'You agree to give accurate information and to keep it up to date. Your account is personal: do not share your password or let anyone else use your account.',
        'You are responsible for everything done through your account. If you suspect that someone else has access to it, change your password at once and tell our support team.',
      ],
    },
    {
      id: 'user-types',
      title: 'Types of users: artists and fans',
      blocks: [
        'There are two types of Users: Artists and Fans. You choose your type when signing up.',
        'An Artist can:',
        {
          list: [
            'keep a profile and publish posts, songs, playlists and events;',
            'set the price of a premium subscription to their content, and the price and rules of a video greeting;',
            'receive donations and payments for subscriptions and video greetings;',
            'see their balance and request a withdrawal.',
          ],
        },
        'A Fan can listen to music, like and comment on posts, vote in polls, take a premium subscription to an Artist, send donations, order video greetings and, with an active subscription, chat with the Artist.',
      ],
    },
    {
      id: 'content',
      title: 'Content and intellectual property',
      blocks: [
        'An Artist confirms that they hold all rights to the content they publish (including copyright and related rights in musical works and recordings) and that publishing it does not infringe anyone else’s rights.',
        'By publishing content a User grants the Platform a non-exclusive, royalty-free licence to store, play and display it to other Users within the Platform for as long as it stays published. All other rights remain with the rights holder.',
        'Premium content is for the Artist’s subscribers only. You may not copy, download (unless the Platform expressly offers it) or distribute content outside the Platform without the rights holder’s consent.',
        `If you believe content on the Platform infringes your rights, write to ${email} with a link to the content and proof of your rights; we will review the notice and restrict access to the content where appropriate.`,
      ],
    },
    {
      id: 'payments',
      title: 'Paid services and payments',
      blocks: [
        'The Artist sets the prices of the premium subscription and of a video greeting. The price is shown in hryvnia before you pay and is final for that order.',
        'A donation is voluntary support for an Artist. A single donation is between 1 and 10,000 hryvnia.',
        'Payments are processed by the payment providers the Platform works with. Card details are handled by the provider; the Platform does not store them. A payment is complete once the provider confirms it.',
        'A premium subscription opens the Artist’s premium content and the chat with the Artist for the paid period. You can cancel a subscription at any time; access continues until the end of the paid period.',
        'Auctions and the secondary market for song royalty tokens run on the Concordium network and settle in its currency through your own wallet. The Platform has no access to your wallet’s keys, and transactions finalized on the network cannot be reversed.',
      ],
    },
    {
      id: 'video-greetings',
      title: 'Video greetings',
      blocks: [
        'A Fan can order a personal video greeting from an Artist and describe what they would like. The order is paid at the price the Artist has set at the time of ordering.',
        'Once paid, the price is frozen on the Fan’s account: it does not reach the Artist until the Artist sends the video greeting. When the video is sent, the amount is credited to the Artist’s balance.',
        'An Artist may decline an order. The frozen amount is then returned to the Fan.',
        'The Fan can watch the finished video greeting and download it for personal, non-commercial use.',
      ],
    },
    {
      id: 'balance',
      title: 'Artist balance and withdrawals',
      blocks: [
        'Income from subscriptions, donations and delivered video greetings is credited to the Artist’s balance, which the Artist can see in their profile.',
        'An Artist can request a withdrawal to their bank account or card. Before the request is confirmed, the Platform shows the amount to be paid out and the fee, if any.',
        'Payouts are made through payment providers, usually within a few banking days. The Platform may ask you to confirm your identity or payment details where the law or the provider’s rules require it.',
        'Artists are responsible for paying taxes on their income unless Ukrainian law provides otherwise.',
      ],
    },
    {
      id: 'refunds',
      title: 'Refunds',
      blocks: [
        'If an Artist sent content other than what you paid for (for example, a video greeting that does not match the order or is addressed to someone else), you can request a refund.',
        `Send the request to ${email} within 14 days of receiving the content, with the order number and a description of the problem. We will review it, contact the Artist if needed and let you know our decision.`,
        'Approved refunds are returned by the same method you paid with. Donations sent voluntarily are not refunded unless the payment was made in error or without authorisation.',
        'These rules do not limit your rights under the Law of Ukraine “On Consumer Rights Protection”.',
      ],
    },
    {
      id: 'blocking',
      title: 'Conduct, blocking and deleting accounts',
      blocks: [
        'On the Platform you must not:',
        {
          list: [
            'publish content that breaks the law or infringes intellectual property or other rights;',
            'insult, threaten or harass other Users or spread hate speech;',
            'send spam, commit fraud, or manipulate votes or payments;',
            'interfere with the Platform or try to access other people’s accounts.',
          ],
        },
        'If the Terms are broken, the Platform may remove content and temporarily restrict or block the account. We tell you about a block by e-mail, with the reason; you can appeal by writing to support.',
        'You can delete your account at any time. Before deleting, an Artist should withdraw the remaining balance; open video greeting orders are cancelled and the frozen amounts returned to the Fans. The Platform may also delete an account for serious or repeated breaches of the Terms.',
      ],
    },
    {
      id: 'support',
      title: 'Liability, changes to the Terms and support',
      blocks: [
        'The Platform is provided “as is”. We work to keep it running without interruption but do not guarantee that it always will, and we are not liable for content published by Users or for indirect losses, except where the law provides otherwise.',
        'We may change the Terms. We announce significant changes in advance on the Platform or by e-mail; continuing to use the Platform after the changes take effect means you accept them.',
        'These Terms are governed by the law of Ukraine. Disputes are settled by negotiation and, failing agreement, by the courts of Ukraine.',
        `Our support team answers by e-mail at ${email}. You can also call us on ${phone}.`,
      ],
    },
  ],
})
