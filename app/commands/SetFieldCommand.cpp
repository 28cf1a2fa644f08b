#include "commands/SetFieldCommand.h"

#include "document/ScenarioDocument.h"

namespace fleet::app {

SetFieldCommand::SetFieldCommand(ScenarioDocument* doc, std::string key, fleet::FieldValue oldValue,
                                 fleet::FieldValue newValue, const QString& text, bool continuesPrevious)
    : m_doc(doc), m_key(std::move(key)), m_old(std::move(oldValue)), m_new(std::move(newValue)),
      m_continues(continuesPrevious)
{
    setText(text);
}

void SetFieldCommand::undo() { m_doc->applyField(m_key, m_old); }
void SetFieldCommand::redo() { m_doc->applyField(m_key, m_new); }

int SetFieldCommand::id() const { return 0x5E7F; }

bool SetFieldCommand::mergeWith(const QUndoCommand* other)
{
    const auto* o = static_cast<const SetFieldCommand*>(other);
    if (!o->m_continues || o->m_key != m_key)
        return false;
    m_new = o->m_new;
    setText(o->text());
    setObsolete(m_new == m_old);
    return true;
}

} // namespace fleet::app
