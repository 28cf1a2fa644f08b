#include "document/Autosave.h"

#include "document/AutosaveStore.h"
#include "document/ScenarioDocument.h"

#include <QFile>
#include <QSettings>
#include <QTimer>

#include <algorithm>

namespace fleet::app {

int Autosave::intervalFromSettings()
{
    // Range-checked as a number first: "1e12" or 2^31 must not overflow the milliseconds of the timer.
    bool ok = false;
    const double s = QSettings().value(QStringLiteral("autosave/intervalSeconds"), kDefaultIntervalSeconds).toDouble(&ok);
    return ok && s >= kMinIntervalSeconds && s <= kMaxIntervalSeconds ? static_cast<int>(s) : kDefaultIntervalSeconds;
}

Autosave::Autosave(ScenarioDocument* doc, QString autosavePath, int intervalSeconds, QObject* parent)
    : QObject(parent), m_doc(doc), m_path(std::move(autosavePath)), m_timer(new QTimer(this))
{
    m_timer->setInterval(std::clamp(intervalSeconds, kMinIntervalSeconds, kMaxIntervalSeconds) * 1000);
    connect(m_timer, &QTimer::timeout, this, &Autosave::tick);
    m_timer->start();
    connect(m_doc, &ScenarioDocument::fieldChanged, this, [this] { m_dirty = true; });
    connect(m_doc, &ScenarioDocument::scenarioReplaced, this, [this] { m_dirty = true; });
    connect(m_doc, &ScenarioDocument::carriedRowsChanged, this, [this] { m_dirty = true; });
    connect(m_doc, &ScenarioDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            discard();
    });
}

Autosave::~Autosave() = default;

int Autosave::intervalSeconds() const { return m_timer->interval() / 1000; }

void Autosave::tick()
{
    if (!m_doc->isModified()) {
        discard();
        return;
    }
    if (!m_dirty && QFile::exists(m_path))
        return;
    if (const QString err = AutosaveStore::write(m_path, m_doc->scenario(), m_doc->filePath(), m_doc->carriedRows()); !err.isEmpty()) {
        emit failed(err);
        return;
    }
    m_dirty = false;
    emit autosaved(m_path);
}

void Autosave::discard()
{
    m_dirty = false;
    QFile::remove(m_path);
}

} // namespace fleet::app
