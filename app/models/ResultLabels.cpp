#include "models/ResultLabels.h"

#include "results/ResultSchema.h"

#include <QCoreApplication>

namespace fleet::app {

namespace {

const fleet::ResultSpec* spec(const QString& key)
{
    const QByteArray k = key.toUtf8();
    return fleet::ResultSchema::instance().find(std::string_view(k.constData(), std::size_t(k.size())));
}

QString translated(const char* context, std::string_view english)
{
    // The schema's strings are NUL-terminated literals: translate() takes them as they are.
    return QCoreApplication::translate(context, english.data());
}

} // namespace

QString resultLabel(const QString& key)
{
    const fleet::ResultSpec* s = spec(key);
    return s ? translated("ResultLabels", s->label) : key;
}

QString resultDescription(const QString& key)
{
    const fleet::ResultSpec* s = spec(key);
    return s ? translated("ResultDescriptions", s->description) : QString();
}

} // namespace fleet::app
