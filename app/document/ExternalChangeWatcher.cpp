#include "document/ExternalChangeWatcher.h"

#include "document/ScenarioDocument.h"

#include <QCryptographicHash>
#include <QFile>
#include <QFileInfo>
#include <QFileSystemWatcher>
#include <QTimer>

namespace fleet::app {

ExternalChangeWatcher::ExternalChangeWatcher(ScenarioDocument* doc, QObject* parent)
    : QObject(parent), m_doc(doc), m_watcher(new QFileSystemWatcher(this))
{
    // An atomic save (ours or an editor's) replaces the file: the watcher then reports a change and drops
    // the path, so it is re-added each time. Editors often write in several steps: wait a moment.
    connect(m_watcher, &QFileSystemWatcher::fileChanged, this,
            [this] { QTimer::singleShot(150, this, &ExternalChangeWatcher::onFileChanged); });
    connect(m_doc, &ScenarioDocument::scenarioReplaced, this, &ExternalChangeWatcher::acknowledge);
    connect(m_doc, &ScenarioDocument::saved, this, &ExternalChangeWatcher::acknowledge);
    acknowledge();
}

QByteArray ExternalChangeWatcher::currentHash() const
{
    QFile f(m_path);
    if (!QFileInfo(m_path).isFile() || !f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result();
}

void ExternalChangeWatcher::acknowledge()
{
    if (!m_watcher->files().isEmpty())
        m_watcher->removePaths(m_watcher->files());
    m_path = m_doc->filePath();
    if (m_path.isEmpty()) {
        m_knownHash.clear();
        return;
    }
    m_knownHash = currentHash();
    m_watcher->addPath(m_path);
}

void ExternalChangeWatcher::onFileChanged()
{
    if (m_path.isEmpty() || m_path != m_doc->filePath())
        return;
    if (!m_watcher->files().contains(m_path) && QFileInfo::exists(m_path))
        m_watcher->addPath(m_path);
    if (!QFileInfo::exists(m_path)) {
        emit removedFromDisk(m_path);
        return;
    }
    const QByteArray now = currentHash();
    if (now == m_knownHash)
        return;
    m_knownHash = now; // report each new content once
    emit changedOnDisk(m_path);
}

} // namespace fleet::app
