import type { MailCatalog } from './catalog.ts';

/**
 * Arabic (Modern Standard), written right to left (the HTML says dir="rtl"). Requests use
 * "يُرجى" and nouns where a verb would take the reader's gender.
 */
export const ar: MailCatalog = {
  otpSubjectLogin: 'رمز تسجيل الدخول إلى Voyce',
  otpSubjectInvite: 'رمز التسجيل في Voyce',
  otpSubjectReset: 'رمز إعادة تعيين كلمة مرور Voyce',
  otpCodeLogin: 'رمز تسجيل الدخول إلى Voyce هو {code}.',
  otpCodeInvite: 'رمز إكمال التسجيل في Voyce هو {code}.',
  otpCodeReset: 'رمز إعادة تعيين كلمة مرور Voyce هو {code}.',
  // 3 to 10 take the plural (دقائق); every other count the singular (دقيقة).
  otpExpiry: {
    zero: 'تنتهي صلاحية الرمز بعد {minutes} دقيقة، ولا يمكن استخدامه إلا مرة واحدة. إذا لم يكن هذا الطلب منك، فيُرجى تجاهل هذه الرسالة.',
    one: 'تنتهي صلاحية الرمز بعد {minutes} دقيقة، ولا يمكن استخدامه إلا مرة واحدة. إذا لم يكن هذا الطلب منك، فيُرجى تجاهل هذه الرسالة.',
    two: 'تنتهي صلاحية الرمز بعد {minutes} دقيقة، ولا يمكن استخدامه إلا مرة واحدة. إذا لم يكن هذا الطلب منك، فيُرجى تجاهل هذه الرسالة.',
    few: 'تنتهي صلاحية الرمز بعد {minutes} دقائق، ولا يمكن استخدامه إلا مرة واحدة. إذا لم يكن هذا الطلب منك، فيُرجى تجاهل هذه الرسالة.',
    many: 'تنتهي صلاحية الرمز بعد {minutes} دقيقة، ولا يمكن استخدامه إلا مرة واحدة. إذا لم يكن هذا الطلب منك، فيُرجى تجاهل هذه الرسالة.',
    other: 'تنتهي صلاحية الرمز بعد {minutes} دقيقة، ولا يمكن استخدامه إلا مرة واحدة. إذا لم يكن هذا الطلب منك، فيُرجى تجاهل هذه الرسالة.',
  },
  inviteSubject: 'دعوة من {organization} إلى Voyce',
  inviteIntro: 'تلقيت دعوة من {organization} للانضمام إلى MyVoyce، حيث يمكنك مشاركة ملاحظاتك مع الإدارة دون الكشف عن هويتك.',
  inviteRegister: 'للتسجيل، يُرجى فتح الرابط أدناه. لا يظهر اسمك أبدًا مع مشاركاتك إلا إذا قررت الكشف عنه.',
  inviteButton: 'قبول الدعوة',
  reminderSubject: 'تذكير أسبوعي من MyVoyce',
  reminderBody: 'هذا تذكيرك الأسبوعي بتفقد MyVoyce للاطلاع على ردود الإدارة والطلبات المتعلقة بما شاركته.',
  reminderSameForAll:
    'يتلقى كل من يستخدم MyVoyce ولم يوقف هذا التذكير الرسالة نفسها في الوقت نفسه، سواء كان لديه جديد أم لا. يمكنك إيقافه من MyVoyce.',
  reminderButton: 'فتح MyVoyce',
  reachoutAsks: 'سؤال من {from}: {title}',
  reachoutQuestion: 'سؤال لك من {from}',
  reachoutAnonymous: 'يمكنك الإجابة في MyVoyce. إجابتك مجهولة المصدر: ترى إدارة {organization} نص الإجابة، لكنها لا تعرف أبدًا من كتبها.',
  reachoutButton: 'الإجابة دون الكشف عن الهوية',
};
