/**
 * A topic shared by a leader: its title, priority, counts and the AI's key takeaway, with a
 * link. A summary of many insights, never one person's words tied to a name.
 */
export function topicShareMail(v: {
  senderName: string;
  organizationName: string;
  topic: string;
  priority: string;
  status: string;
  total: number;
  open: number;
  closed: number;
  keyTakeaway: string | null;
  link: string;
}) {
  const lines = [
    `${v.senderName} of ${v.organizationName} shared an insights topic with you on Voyce.`,
    `Topic: ${v.topic}\nPriority: ${v.priority}\nStatus: ${v.status}\nInsights: ${v.total} (${v.open} open, ${v.closed} closed)`,
    ...(v.keyTakeaway ? [`Key takeaway:\n${v.keyTakeaway}`] : []),
    `Open it in Voyce: ${v.link}`,
  ];
  return { subject: `${v.senderName} shared the topic "${v.topic}" with you`, text: lines.join('\n\n') };
}

/**
 * A reach-out shared by a leader: the question, its figures and the AI summary, with a link.
 * Figures and a summary of many answers, never one person's words tied to a name.
 */
export function reachoutShareMail(v: {
  senderName: string;
  organizationName: string;
  title: string;
  question: string;
  status: string;
  /** null while fewer than k answered: the engagement line is left out. */
  responded: number | null;
  surveyed: number;
  percent: number | null;
  summary: string | null;
  link: string;
}) {
  const engagement = v.responded === null ? '' : `\nEngagement: ${v.responded}/${v.surveyed} (${v.percent}%)`;
  const lines = [
    `${v.senderName} of ${v.organizationName} shared a reach-out with you on Voyce.`,
    `Reach out: ${v.title}\nQuestion: ${v.question}\nStatus: ${v.status}${engagement}`,
    ...(v.summary ? [`Summary:\n${v.summary}`] : []),
    `Open it in Voyce: ${v.link}`,
  ];
  return { subject: `${v.senderName} shared the reach-out "${v.title}" with you`, text: lines.join('\n\n') };
}
