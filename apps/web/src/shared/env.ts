/** Contact details shown in the footer and the legal pages; set per deployment through Vite env. */
export const contact = {
  email: import.meta.env.VITE_CONTACT_EMAIL || 'support@kobza.ua',
  phone: import.meta.env.VITE_CONTACT_PHONE || '+380 44 000 00 00',
} as const
