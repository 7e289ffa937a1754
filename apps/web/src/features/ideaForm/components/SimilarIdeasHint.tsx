import { Form, type FormInstance } from 'antd';
import { useSimilarIdeas } from '../../../api/similarIdeas';
import { SimilarIdeasList } from '../../../components/SimilarIdeasList';

/** While the operator types the title: ideas of the chosen unit that look the same. */
export function SimilarIdeasHint({ form }: { form: FormInstance }) {
  const text: string | undefined = Form.useWatch('ideaText', form);
  const factoryBusinessUnit: string | undefined = Form.useWatch('factoryBusinessUnit', form);
  const similar = useSimilarIdeas({ text, factoryBusinessUnit }, { anonymous: true });
  const ideas = factoryBusinessUnit && (text ?? '').trim() ? (similar.data?.data ?? []) : [];
  return (
    <div className="idea-form-similar" aria-live="polite">
      <SimilarIdeasList ideas={ideas} />
    </div>
  );
}
