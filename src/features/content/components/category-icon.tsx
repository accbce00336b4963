import { BookOpen, Brain, Briefcase, FileText, FlaskConical, Puzzle, Shield, Tag, Users, type LucideIcon } from 'lucide-react';

const ICONS: Record<string, LucideIcon> = {
  users: Users,
  brain: Brain,
  'book-open': BookOpen,
  shield: Shield,
  tag: Tag,
  flask: FlaskConical,
  briefcase: Briefcase,
  puzzle: Puzzle,
  document: FileText,
};

/** The lucide icon of a category's `icon` name; unknown names fall back to the puzzle piece. */
export function CategoryIcon({ name, className }: { name: string | null | undefined; className?: string }) {
  const Icon = (name && ICONS[name]) || Puzzle;
  return <Icon className={className} aria-hidden="true" />;
}
