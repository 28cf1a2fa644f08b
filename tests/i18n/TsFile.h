#pragma once
// Reads a Qt Linguist .ts file into a flat list of messages (tests only).
#include <QFile>
#include <QList>
#include <QString>
#include <QStringList>
#include <QXmlStreamReader>

namespace fleet::test {

struct TsMessage {
    QString context, source, comment;
    bool numerus = false;
    QString type;               // translation type attribute: "", "unfinished", "vanished", "obsolete"
    QStringList translations;   // one entry, or one per numerus form
    QString id() const { return context + u'|' + source + u'|' + comment; }
};

inline QList<TsMessage> readTs(const QString& path, QString* error = nullptr)
{
    QList<TsMessage> out;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly)) {
        if (error)
            *error = f.errorString();
        return out;
    }
    QXmlStreamReader x(&f);
    QString context;
    TsMessage m;
    while (!x.atEnd()) {
        x.readNext();
        if (!x.isStartElement())
            continue;
        const auto name = x.name();
        if (name == u"name") {
            context = x.readElementText();
        } else if (name == u"message") {
            m = TsMessage{};
            m.context = context;
            m.numerus = x.attributes().value(QStringLiteral("numerus")) == u"yes";
        } else if (name == u"source") {
            m.source = x.readElementText();
        } else if (name == u"comment") {
            m.comment = x.readElementText();
        } else if (name == u"translation") {
            m.type = x.attributes().value(QStringLiteral("type")).toString();
            if (m.numerus) {
                while (!(x.isEndElement() && x.name() == u"translation") && !x.atEnd()) {
                    x.readNext();
                    if (x.isStartElement() && x.name() == u"numerusform")
                        m.translations << x.readElementText();
                }
            } else {
                m.translations << x.readElementText();
            }
            out << m;
        }
    }
    if (x.hasError() && error)
        *error = x.errorString();
    return out;
}

} // namespace fleet::test
