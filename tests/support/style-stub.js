// Jest stand-in for imported stylesheets.
module.exports = {};
