import type { Strings } from '../../../shared/i18n/strings'

/** English strings of the video greetings feature; the shape the Ukrainian file must match. */
export const en = {
  titles: {
    video: 'My video congratulations',
    profileVideo: 'Video Congratulations',
  },
  status: {
    INIT: 'Sent',
    COMPLETE: 'Done!',
    DECLINED: 'Declined',
  },
  artistStatus: {
    INIT: 'Waiting for your video',
    COMPLETE: 'Video sent',
    DECLINED: 'Declined',
  },
  order: {
    orderedAt: 'Ordered {{date}}',
    amount: 'Price',
    desire: 'Wish',
    status: 'Status',
    deadline: 'Deadline',
    deadlineText: '{{date}} ({{left}} left)',
    overdue: 'The deadline has passed: the order will be declined and refunded',
    leftDays: '{{days}} d {{hours}} h',
    leftHours: '{{hours}} h {{minutes}} min',
    leftMinutes: '{{minutes}} min',
    timeLeft: '{{left}} left',
    with: 'Order with {{name}}',
    from: 'Order from {{name}}',
    unknown: 'Deleted account',
    fan: 'Fan',
  },
  fan: {
    intro:
      'The video congratulations you ordered. The artist has until the deadline to send the video; otherwise your money returns.',
    empty: 'You have not ordered any video congratulations yet',
    emptyHint: 'Open an artist’s profile and choose Video Congratulations.',
    view: 'View',
    waiting: 'The artist has not sent the video yet. Deadline: {{date}}.',
    declined: 'The order was declined. The money has returned to you.',
    processing:
      'The artist has sent the video. It is being prepared to play on every device; it will be here in a few minutes.',
    download: 'Download video',
    videoLabel: 'Video congratulation from {{name}}',
  },
  artist: {
    intro:
      'Orders from fans, newest first. Accept and send the video before the deadline, or decline and the fan gets the money back.',
    empty: 'No orders yet',
    emptyHint: 'Fans order video congratulations from your profile at the price you set.',
    viewOffer: 'View offer',
    offerTitle: 'Video congratulation offer',
    accept: 'Accept',
    decline: 'Decline',
    recordTitle: 'Record video congratulation',
    file: 'Video file',
    fileHint: 'MP4, WebM or MOV. File must not exceed 200 MB',
    fileTooLarge: 'The video must be at most 200 MB',
    send: 'Send',
    sending: 'Sending the video…',
    sent: 'We are happy for {{name}}. Video congratulation was be sended',
    declineTitle: 'Decline video congratulation',
    declineText: 'You sure you want decline this offer?',
    declined: 'The order is declined and the fan’s money returned',
    editPrices: 'Edit prices',
    earnings: 'Earnings',
    notOwner: 'Only {{name}} sees the orders. You can order a video congratulation here.',
    notArtist: 'This profile does not take video congratulation orders.',
    rules: 'Rules',
    price: 'Price',
  },
}

export type GreetingsStrings = Strings<typeof en>

declare module 'i18next' {
  interface ResourceNamespaceMap {
    greetings: typeof en
  }
}
