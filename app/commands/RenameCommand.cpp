#include "commands/RenameCommand.h"

#include "document/ScenarioDocument.h"

#include <QCoreApplication>

namespace fleet::app {

RenameCommand::RenameCommand(ScenarioDocument* doc, QString oldName, bool oldByUser, QString newName, bool newByUser)
    : m_doc(doc), m_old(std::move(oldName)), m_new(std::move(newName)), m_oldByUser(oldByUser), m_newByUser(newByUser)
{
    setText(QCoreApplication::translate("SetFieldCommand", "Plan name: %1").arg(m_new));
}

void RenameCommand::undo() { m_doc->applyName(m_old, m_oldByUser); }
void RenameCommand::redo() { m_doc->applyName(m_new, m_newByUser); }

} // namespace fleet::app
